from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="StoreTurnResponse200")


@_attrs_define
class StoreTurnResponse200:
    """
    Attributes:
        status (str):
        turn_id (str):
        memory_id (str):
        duplicate (bool):
        expected_searchable_in_ms (int | Unset): With `stored (async)`: about how many milliseconds until the memory
            answers searches (its account's place in the indexing queue and recent job durations).
    """

    status: str
    turn_id: str
    memory_id: str
    duplicate: bool
    expected_searchable_in_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        turn_id = self.turn_id

        memory_id = self.memory_id

        duplicate = self.duplicate

        expected_searchable_in_ms = self.expected_searchable_in_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "turn_id": turn_id,
                "memory_id": memory_id,
                "duplicate": duplicate,
            }
        )
        if expected_searchable_in_ms is not UNSET:
            field_dict["expected_searchable_in_ms"] = expected_searchable_in_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        turn_id = d.pop("turn_id")

        memory_id = d.pop("memory_id")

        duplicate = d.pop("duplicate")

        expected_searchable_in_ms = d.pop("expected_searchable_in_ms", UNSET)

        store_turn_response_200 = cls(
            status=status,
            turn_id=turn_id,
            memory_id=memory_id,
            duplicate=duplicate,
            expected_searchable_in_ms=expected_searchable_in_ms,
        )

        store_turn_response_200.additional_properties = d
        return store_turn_response_200

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
