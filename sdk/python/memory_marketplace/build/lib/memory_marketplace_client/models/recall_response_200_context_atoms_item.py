from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RecallResponse200ContextAtomsItem")


@_attrs_define
class RecallResponse200ContextAtomsItem:
    """
    Attributes:
        memory_id (str):
        text (str):
        similarity (float):
    """

    memory_id: str
    text: str
    similarity: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        memory_id = self.memory_id

        text = self.text

        similarity = self.similarity

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "memory_id": memory_id,
                "text": text,
                "similarity": similarity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        memory_id = d.pop("memory_id")

        text = d.pop("text")

        similarity = d.pop("similarity")

        recall_response_200_context_atoms_item = cls(
            memory_id=memory_id,
            text=text,
            similarity=similarity,
        )

        recall_response_200_context_atoms_item.additional_properties = d
        return recall_response_200_context_atoms_item

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
