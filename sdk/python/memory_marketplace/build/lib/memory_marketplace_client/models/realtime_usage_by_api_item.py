from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RealtimeUsageByApiItem")


@_attrs_define
class RealtimeUsageByApiItem:
    """
    Attributes:
        api_id (str):
        requests (int):
        errors (int):
        avg_latency_ms (float):
    """

    api_id: str
    requests: int
    errors: int
    avg_latency_ms: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_id = self.api_id

        requests = self.requests

        errors = self.errors

        avg_latency_ms = self.avg_latency_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_id": api_id,
                "requests": requests,
                "errors": errors,
                "avg_latency_ms": avg_latency_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_id = d.pop("api_id")

        requests = d.pop("requests")

        errors = d.pop("errors")

        avg_latency_ms = d.pop("avg_latency_ms")

        realtime_usage_by_api_item = cls(
            api_id=api_id,
            requests=requests,
            errors=errors,
            avg_latency_ms=avg_latency_ms,
        )

        realtime_usage_by_api_item.additional_properties = d
        return realtime_usage_by_api_item

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
