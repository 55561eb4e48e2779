from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SupersedeResponse200")


@_attrs_define
class SupersedeResponse200:
    """
    Attributes:
        old_memory_id (str):
        new_memory_id (str):
        status (str):
        index_status (str):
    """

    old_memory_id: str
    new_memory_id: str
    status: str
    index_status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        old_memory_id = self.old_memory_id

        new_memory_id = self.new_memory_id

        status = self.status

        index_status = self.index_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "old_memory_id": old_memory_id,
                "new_memory_id": new_memory_id,
                "status": status,
                "index_status": index_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        old_memory_id = d.pop("old_memory_id")

        new_memory_id = d.pop("new_memory_id")

        status = d.pop("status")

        index_status = d.pop("index_status")

        supersede_response_200 = cls(
            old_memory_id=old_memory_id,
            new_memory_id=new_memory_id,
            status=status,
            index_status=index_status,
        )

        supersede_response_200.additional_properties = d
        return supersede_response_200

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
