from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RecallResponse200ContextNeighboursItem")


@_attrs_define
class RecallResponse200ContextNeighboursItem:
    """
    Attributes:
        id (str):
        content (str):
        category (str):
        created_at (datetime.datetime):
        neighbour_of (str):
    """

    id: str
    content: str
    category: str
    created_at: datetime.datetime
    neighbour_of: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        content = self.content

        category = self.category

        created_at = self.created_at.isoformat()

        neighbour_of = self.neighbour_of

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "content": content,
                "category": category,
                "created_at": created_at,
                "neighbour_of": neighbour_of,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        content = d.pop("content")

        category = d.pop("category")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        neighbour_of = d.pop("neighbour_of")

        recall_response_200_context_neighbours_item = cls(
            id=id,
            content=content,
            category=category,
            created_at=created_at,
            neighbour_of=neighbour_of,
        )

        recall_response_200_context_neighbours_item.additional_properties = d
        return recall_response_200_context_neighbours_item

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
