from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.api_detail_pricing_plans_item import ApiDetailPricingPlansItem


T = TypeVar("T", bound="ApiDetailPricing")


@_attrs_define
class ApiDetailPricing:
    """
    Attributes:
        model (str):
        base_price (float):
        plans (list[ApiDetailPricingPlansItem]):
    """

    model: str
    base_price: float
    plans: list[ApiDetailPricingPlansItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        base_price = self.base_price

        plans = []
        for plans_item_data in self.plans:
            plans_item = plans_item_data.to_dict()
            plans.append(plans_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
                "base_price": base_price,
                "plans": plans,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_detail_pricing_plans_item import ApiDetailPricingPlansItem  # noqa: PLC0415

        d = dict(src_dict)
        model = d.pop("model")

        base_price = d.pop("base_price")

        plans = []
        _plans = d.pop("plans")
        for plans_item_data in _plans:
            plans_item = ApiDetailPricingPlansItem.from_dict(plans_item_data)

            plans.append(plans_item)

        api_detail_pricing = cls(
            model=model,
            base_price=base_price,
            plans=plans,
        )

        api_detail_pricing.additional_properties = d
        return api_detail_pricing

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
