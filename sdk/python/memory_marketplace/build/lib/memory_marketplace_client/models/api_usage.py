from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.api_usage_period import ApiUsagePeriod
    from ..models.api_usage_timeseries_item import ApiUsageTimeseriesItem


T = TypeVar("T", bound="ApiUsage")


@_attrs_define
class ApiUsage:
    """
    Attributes:
        api_id (str):
        name (str):
        period (ApiUsagePeriod):
        total_requests (int):
        total_errors (int):
        avg_latency_ms (float):
        cost_usd (float):
        plan_limit (int):
        usage_percentage (float):
        timeseries (list[ApiUsageTimeseriesItem]):
    """

    api_id: str
    name: str
    period: ApiUsagePeriod
    total_requests: int
    total_errors: int
    avg_latency_ms: float
    cost_usd: float
    plan_limit: int
    usage_percentage: float
    timeseries: list[ApiUsageTimeseriesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_id = self.api_id

        name = self.name

        period = self.period.to_dict()

        total_requests = self.total_requests

        total_errors = self.total_errors

        avg_latency_ms = self.avg_latency_ms

        cost_usd = self.cost_usd

        plan_limit = self.plan_limit

        usage_percentage = self.usage_percentage

        timeseries = []
        for timeseries_item_data in self.timeseries:
            timeseries_item = timeseries_item_data.to_dict()
            timeseries.append(timeseries_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_id": api_id,
                "name": name,
                "period": period,
                "total_requests": total_requests,
                "total_errors": total_errors,
                "avg_latency_ms": avg_latency_ms,
                "cost_usd": cost_usd,
                "plan_limit": plan_limit,
                "usage_percentage": usage_percentage,
                "timeseries": timeseries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_usage_period import ApiUsagePeriod  # noqa: PLC0415
        from ..models.api_usage_timeseries_item import ApiUsageTimeseriesItem  # noqa: PLC0415

        d = dict(src_dict)
        api_id = d.pop("api_id")

        name = d.pop("name")

        period = ApiUsagePeriod.from_dict(d.pop("period"))

        total_requests = d.pop("total_requests")

        total_errors = d.pop("total_errors")

        avg_latency_ms = d.pop("avg_latency_ms")

        cost_usd = d.pop("cost_usd")

        plan_limit = d.pop("plan_limit")

        usage_percentage = d.pop("usage_percentage")

        timeseries = []
        _timeseries = d.pop("timeseries")
        for timeseries_item_data in _timeseries:
            timeseries_item = ApiUsageTimeseriesItem.from_dict(timeseries_item_data)

            timeseries.append(timeseries_item)

        api_usage = cls(
            api_id=api_id,
            name=name,
            period=period,
            total_requests=total_requests,
            total_errors=total_errors,
            avg_latency_ms=avg_latency_ms,
            cost_usd=cost_usd,
            plan_limit=plan_limit,
            usage_percentage=usage_percentage,
            timeseries=timeseries,
        )

        api_usage.additional_properties = d
        return api_usage

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
