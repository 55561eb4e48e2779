from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.memory_version import MemoryVersion


T = TypeVar("T", bound="MemoryVersionsResponse200")


@_attrs_define
class MemoryVersionsResponse200:
    """
    Attributes:
        user_id (str):
        memory_id (str):
        versions (list[MemoryVersion]): Oldest first; the last is the current version.
        count (int):
    """

    user_id: str
    memory_id: str
    versions: list[MemoryVersion]
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        memory_id = self.memory_id

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "memory_id": memory_id,
                "versions": versions,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.memory_version import MemoryVersion  # noqa: PLC0415

        d = dict(src_dict)
        user_id = d.pop("user_id")

        memory_id = d.pop("memory_id")

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in _versions:
            versions_item = MemoryVersion.from_dict(versions_item_data)

            versions.append(versions_item)

        count = d.pop("count")

        memory_versions_response_200 = cls(
            user_id=user_id,
            memory_id=memory_id,
            versions=versions,
            count=count,
        )

        memory_versions_response_200.additional_properties = d
        return memory_versions_response_200

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
