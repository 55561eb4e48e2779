from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.api_detail_object import ApiDetailObject

if TYPE_CHECKING:
    from ..models.api_detail_pricing import ApiDetailPricing


T = TypeVar("T", bound="ApiDetail")


@_attrs_define
class ApiDetail:
    """
    Attributes:
        id (str):
        object_ (ApiDetailObject):
        name (str):
        description (str):
        category (str):
        version (str):
        status (str):
        tags (list[str]):
        pricing (ApiDetailPricing):
        subscribed (bool):
        endpoints_count (int):
        avg_latency_ms (float):
        uptime (float): Percent.
        created_at (datetime.datetime):
    """

    id: str
    object_: ApiDetailObject
    name: str
    description: str
    category: str
    version: str
    status: str
    tags: list[str]
    pricing: ApiDetailPricing
    subscribed: bool
    endpoints_count: int
    avg_latency_ms: float
    uptime: float
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_.value

        name = self.name

        description = self.description

        category = self.category

        version = self.version

        status = self.status

        tags = self.tags

        pricing = self.pricing.to_dict()

        subscribed = self.subscribed

        endpoints_count = self.endpoints_count

        avg_latency_ms = self.avg_latency_ms

        uptime = self.uptime

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "name": name,
                "description": description,
                "category": category,
                "version": version,
                "status": status,
                "tags": tags,
                "pricing": pricing,
                "subscribed": subscribed,
                "endpoints_count": endpoints_count,
                "avg_latency_ms": avg_latency_ms,
                "uptime": uptime,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_detail_pricing import ApiDetailPricing  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = ApiDetailObject(d.pop("object"))

        name = d.pop("name")

        description = d.pop("description")

        category = d.pop("category")

        version = d.pop("version")

        status = d.pop("status")

        tags = cast(list[str], d.pop("tags"))

        pricing = ApiDetailPricing.from_dict(d.pop("pricing"))

        subscribed = d.pop("subscribed")

        endpoints_count = d.pop("endpoints_count")

        avg_latency_ms = d.pop("avg_latency_ms")

        uptime = d.pop("uptime")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        api_detail = cls(
            id=id,
            object_=object_,
            name=name,
            description=description,
            category=category,
            version=version,
            status=status,
            tags=tags,
            pricing=pricing,
            subscribed=subscribed,
            endpoints_count=endpoints_count,
            avg_latency_ms=avg_latency_ms,
            uptime=uptime,
            created_at=created_at,
        )

        api_detail.additional_properties = d
        return api_detail

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
