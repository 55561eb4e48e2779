from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StatsResponse200")


@_attrs_define
class StatsResponse200:
    """
    Attributes:
        user_id (str):
        total_memories (int):
        short_term_turns (int):
        superseded_memories (int):
        pending_memories (int):
        speakers (int):
    """

    user_id: str
    total_memories: int
    short_term_turns: int
    superseded_memories: int
    pending_memories: int
    speakers: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        total_memories = self.total_memories

        short_term_turns = self.short_term_turns

        superseded_memories = self.superseded_memories

        pending_memories = self.pending_memories

        speakers = self.speakers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "total_memories": total_memories,
                "short_term_turns": short_term_turns,
                "superseded_memories": superseded_memories,
                "pending_memories": pending_memories,
                "speakers": speakers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        total_memories = d.pop("total_memories")

        short_term_turns = d.pop("short_term_turns")

        superseded_memories = d.pop("superseded_memories")

        pending_memories = d.pop("pending_memories")

        speakers = d.pop("speakers")

        stats_response_200 = cls(
            user_id=user_id,
            total_memories=total_memories,
            short_term_turns=short_term_turns,
            superseded_memories=superseded_memories,
            pending_memories=pending_memories,
            speakers=speakers,
        )

        stats_response_200.additional_properties = d
        return stats_response_200

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
