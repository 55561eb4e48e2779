from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Turn")


@_attrs_define
class Turn:
    """
    Attributes:
        id (UUID):
        user_msg (str):
        assistant_msg (str):
        created_at (datetime.datetime):
        memory_id (None | str):
    """

    id: UUID
    user_msg: str
    assistant_msg: str
    created_at: datetime.datetime
    memory_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        user_msg = self.user_msg

        assistant_msg = self.assistant_msg

        created_at = self.created_at.isoformat()

        memory_id: None | str
        memory_id = self.memory_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "user_msg": user_msg,
                "assistant_msg": assistant_msg,
                "created_at": created_at,
                "memory_id": memory_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        user_msg = d.pop("user_msg")

        assistant_msg = d.pop("assistant_msg")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_memory_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        memory_id = _parse_memory_id(d.pop("memory_id"))

        turn = cls(
            id=id,
            user_msg=user_msg,
            assistant_msg=assistant_msg,
            created_at=created_at,
            memory_id=memory_id,
        )

        turn.additional_properties = d
        return turn

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
