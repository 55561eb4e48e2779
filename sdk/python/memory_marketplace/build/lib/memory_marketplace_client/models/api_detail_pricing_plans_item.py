from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ApiDetailPricingPlansItem")


@_attrs_define
class ApiDetailPricingPlansItem:
    """
    Attributes:
        id (str):
        name (str):
        monthly_limit (int):
    """

    id: str
    name: str
    monthly_limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        monthly_limit = self.monthly_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "monthly_limit": monthly_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        monthly_limit = d.pop("monthly_limit")

        api_detail_pricing_plans_item = cls(
            id=id,
            name=name,
            monthly_limit=monthly_limit,
        )

        api_detail_pricing_plans_item.additional_properties = d
        return api_detail_pricing_plans_item

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
