from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.store_memory_response_200_status import StoreMemoryResponse200Status
from ..types import UNSET, Unset

T = TypeVar("T", bound="StoreMemoryResponse200")


@_attrs_define
class StoreMemoryResponse200:
    """
    Example:
        {'id': '7b0c8f5e-3f0e-4a51-9a55-1f4c2b1e9d10', 'status': 'stored'}

    Attributes:
        id (str): Empty when the write is a duplicate.
        status (StoreMemoryResponse200Status):
        note (str | Unset): Present when something non-fatal was dropped.
        duplicate_of (str | Unset): Present when `status` is `duplicate`.
        expected_searchable_in_ms (int | Unset): With `stored (async)`: about how many milliseconds until the memory
            answers searches (its account's place in the indexing queue and recent job durations).
    """

    id: str
    status: StoreMemoryResponse200Status
    note: str | Unset = UNSET
    duplicate_of: str | Unset = UNSET
    expected_searchable_in_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        note = self.note

        duplicate_of = self.duplicate_of

        expected_searchable_in_ms = self.expected_searchable_in_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note
        if duplicate_of is not UNSET:
            field_dict["duplicate_of"] = duplicate_of
        if expected_searchable_in_ms is not UNSET:
            field_dict["expected_searchable_in_ms"] = expected_searchable_in_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = StoreMemoryResponse200Status(d.pop("status"))

        note = d.pop("note", UNSET)

        duplicate_of = d.pop("duplicate_of", UNSET)

        expected_searchable_in_ms = d.pop("expected_searchable_in_ms", UNSET)

        store_memory_response_200 = cls(
            id=id,
            status=status,
            note=note,
            duplicate_of=duplicate_of,
            expected_searchable_in_ms=expected_searchable_in_ms,
        )

        store_memory_response_200.additional_properties = d
        return store_memory_response_200

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
