from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.memory import Memory
    from ..models.usage import Usage


T = TypeVar("T", bound="SearchMemoriesResponse200")


@_attrs_define
class SearchMemoriesResponse200:
    """
    Example:
        {'memories': [{'id': '7b0c8f5e-3f0e-4a51-9a55-1f4c2b1e9d10', 'content': 'Prefers window seats on long flights.',
            'category': 'preference', 'similarity': 0.83, 'importance': 0.6, 'time_bucket': '2026-03', 'is_superseded':
            False, 'superseded_by': None, 'created_at': '2026-03-14T09:12:00Z'}], 'usage': {'input_tokens': 0,
            'output_tokens': 0, 'query_tokens': 7, 'billing_multiplier': 1, 'cache': 'none'}}

    Attributes:
        memories (list[Memory]): Best first: take them in the order given.
        usage (Usage):
    """

    memories: list[Memory]
    usage: Usage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        memories = []
        for memories_item_data in self.memories:
            memories_item = memories_item_data.to_dict()
            memories.append(memories_item)

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "memories": memories,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.memory import Memory  # noqa: PLC0415
        from ..models.usage import Usage  # noqa: PLC0415

        d = dict(src_dict)
        memories = []
        _memories = d.pop("memories")
        for memories_item_data in _memories:
            memories_item = Memory.from_dict(memories_item_data)

            memories.append(memories_item)

        usage = Usage.from_dict(d.pop("usage"))

        search_memories_response_200 = cls(
            memories=memories,
            usage=usage,
        )

        search_memories_response_200.additional_properties = d
        return search_memories_response_200

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
