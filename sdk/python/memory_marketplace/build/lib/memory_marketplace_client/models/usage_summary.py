from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usage_summary_object import UsageSummaryObject

if TYPE_CHECKING:
    from ..models.usage_summary_by_api_item import UsageSummaryByApiItem
    from ..models.usage_summary_period import UsageSummaryPeriod


T = TypeVar("T", bound="UsageSummary")


@_attrs_define
class UsageSummary:
    """
    Attributes:
        object_ (UsageSummaryObject):
        period (UsageSummaryPeriod):
        granularity (str):
        total_requests (int):
        total_errors (int):
        total_cost_usd (float):
        by_api (list[UsageSummaryByApiItem]):
    """

    object_: UsageSummaryObject
    period: UsageSummaryPeriod
    granularity: str
    total_requests: int
    total_errors: int
    total_cost_usd: float
    by_api: list[UsageSummaryByApiItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_.value

        period = self.period.to_dict()

        granularity = self.granularity

        total_requests = self.total_requests

        total_errors = self.total_errors

        total_cost_usd = self.total_cost_usd

        by_api = []
        for by_api_item_data in self.by_api:
            by_api_item = by_api_item_data.to_dict()
            by_api.append(by_api_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "period": period,
                "granularity": granularity,
                "total_requests": total_requests,
                "total_errors": total_errors,
                "total_cost_usd": total_cost_usd,
                "by_api": by_api,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_summary_by_api_item import UsageSummaryByApiItem  # noqa: PLC0415
        from ..models.usage_summary_period import UsageSummaryPeriod  # noqa: PLC0415

        d = dict(src_dict)
        object_ = UsageSummaryObject(d.pop("object"))

        period = UsageSummaryPeriod.from_dict(d.pop("period"))

        granularity = d.pop("granularity")

        total_requests = d.pop("total_requests")

        total_errors = d.pop("total_errors")

        total_cost_usd = d.pop("total_cost_usd")

        by_api = []
        _by_api = d.pop("by_api")
        for by_api_item_data in _by_api:
            by_api_item = UsageSummaryByApiItem.from_dict(by_api_item_data)

            by_api.append(by_api_item)

        usage_summary = cls(
            object_=object_,
            period=period,
            granularity=granularity,
            total_requests=total_requests,
            total_errors=total_errors,
            total_cost_usd=total_cost_usd,
            by_api=by_api,
        )

        usage_summary.additional_properties = d
        return usage_summary

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
