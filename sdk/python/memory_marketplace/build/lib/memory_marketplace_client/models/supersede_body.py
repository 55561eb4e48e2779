from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SupersedeBody")


@_attrs_define
class SupersedeBody:
    """
    Attributes:
        user_id (str):
        new_content (str):
        old_memory_id (Any | Unset):
    """

    user_id: str
    new_content: str
    old_memory_id: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        new_content = self.new_content

        old_memory_id = self.old_memory_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "new_content": new_content,
            }
        )
        if old_memory_id is not UNSET:
            field_dict["old_memory_id"] = old_memory_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        new_content = d.pop("new_content")

        old_memory_id = d.pop("old_memory_id", UNSET)

        supersede_body = cls(
            user_id=user_id,
            new_content=new_content,
            old_memory_id=old_memory_id,
        )

        supersede_body.additional_properties = d
        return supersede_body

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
