from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.realtime_usage_object import RealtimeUsageObject

if TYPE_CHECKING:
    from ..models.realtime_usage_by_api_item import RealtimeUsageByApiItem


T = TypeVar("T", bound="RealtimeUsage")


@_attrs_define
class RealtimeUsage:
    """
    Attributes:
        object_ (RealtimeUsageObject):
        as_of (datetime.datetime):
        window_seconds (int):
        requests_last_minute (int):
        errors_last_minute (int):
        requests_per_second (float):
        requests_today (int):
        by_api (list[RealtimeUsageByApiItem]):
    """

    object_: RealtimeUsageObject
    as_of: datetime.datetime
    window_seconds: int
    requests_last_minute: int
    errors_last_minute: int
    requests_per_second: float
    requests_today: int
    by_api: list[RealtimeUsageByApiItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_.value

        as_of = self.as_of.isoformat()

        window_seconds = self.window_seconds

        requests_last_minute = self.requests_last_minute

        errors_last_minute = self.errors_last_minute

        requests_per_second = self.requests_per_second

        requests_today = self.requests_today

        by_api = []
        for by_api_item_data in self.by_api:
            by_api_item = by_api_item_data.to_dict()
            by_api.append(by_api_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "as_of": as_of,
                "window_seconds": window_seconds,
                "requests_last_minute": requests_last_minute,
                "errors_last_minute": errors_last_minute,
                "requests_per_second": requests_per_second,
                "requests_today": requests_today,
                "by_api": by_api,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.realtime_usage_by_api_item import RealtimeUsageByApiItem  # noqa: PLC0415

        d = dict(src_dict)
        object_ = RealtimeUsageObject(d.pop("object"))

        as_of = datetime.datetime.fromisoformat(d.pop("as_of"))

        window_seconds = d.pop("window_seconds")

        requests_last_minute = d.pop("requests_last_minute")

        errors_last_minute = d.pop("errors_last_minute")

        requests_per_second = d.pop("requests_per_second")

        requests_today = d.pop("requests_today")

        by_api = []
        _by_api = d.pop("by_api")
        for by_api_item_data in _by_api:
            by_api_item = RealtimeUsageByApiItem.from_dict(by_api_item_data)

            by_api.append(by_api_item)

        realtime_usage = cls(
            object_=object_,
            as_of=as_of,
            window_seconds=window_seconds,
            requests_last_minute=requests_last_minute,
            errors_last_minute=errors_last_minute,
            requests_per_second=requests_per_second,
            requests_today=requests_today,
            by_api=by_api,
        )

        realtime_usage.additional_properties = d
        return realtime_usage

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
