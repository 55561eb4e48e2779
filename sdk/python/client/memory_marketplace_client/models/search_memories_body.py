from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SearchMemoriesBody")


@_attrs_define
class SearchMemoriesBody:
    """
    Example:
        {'user_id': 'u_123', 'query': 'seat preference', 'max_results': 5, 'filters': {'categories': ['preference']},
            'cache_control': {'ttl': '5m'}}

    Attributes:
        user_id (str):
        query (str):
        max_results (int | None | Unset):
        speaker (None | str | Unset):
        filters (Any | Unset):
        cache_control (Any | Unset):
        as_of (None | str | Unset):
    """

    user_id: str
    query: str
    max_results: int | None | Unset = UNSET
    speaker: None | str | Unset = UNSET
    filters: Any | Unset = UNSET
    cache_control: Any | Unset = UNSET
    as_of: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        query = self.query

        max_results: int | None | Unset
        if isinstance(self.max_results, Unset):
            max_results = UNSET
        else:
            max_results = self.max_results

        speaker: None | str | Unset
        if isinstance(self.speaker, Unset):
            speaker = UNSET
        else:
            speaker = self.speaker

        filters = self.filters

        cache_control = self.cache_control

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        else:
            as_of = self.as_of

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "query": query,
            }
        )
        if max_results is not UNSET:
            field_dict["max_results"] = max_results
        if speaker is not UNSET:
            field_dict["speaker"] = speaker
        if filters is not UNSET:
            field_dict["filters"] = filters
        if cache_control is not UNSET:
            field_dict["cache_control"] = cache_control
        if as_of is not UNSET:
            field_dict["as_of"] = as_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        query = d.pop("query")

        def _parse_max_results(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_results = _parse_max_results(d.pop("max_results", UNSET))

        def _parse_speaker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        speaker = _parse_speaker(d.pop("speaker", UNSET))

        filters = d.pop("filters", UNSET)

        cache_control = d.pop("cache_control", UNSET)

        def _parse_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        as_of = _parse_as_of(d.pop("as_of", UNSET))

        search_memories_body = cls(
            user_id=user_id,
            query=query,
            max_results=max_results,
            speaker=speaker,
            filters=filters,
            cache_control=cache_control,
            as_of=as_of,
        )

        search_memories_body.additional_properties = d
        return search_memories_body

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
