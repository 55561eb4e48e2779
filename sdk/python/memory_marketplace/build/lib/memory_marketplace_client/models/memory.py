from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Memory")


@_attrs_define
class Memory:
    """
    Attributes:
        id (UUID):
        content (str):
        category (str): Cognitive category, for example `general`.
        similarity (float): Raw embedding similarity to the query (0-1, higher is closer). Not the ranking key: keep the
            order given.
        importance (float):
        is_superseded (bool):
        superseded_by (None | str):
        time_bucket (str | Unset): Month bucket, `YYYY-MM`.
        created_at (datetime.datetime | Unset):
        event_date (datetime.datetime | Unset):
        speaker (str | Unset): `me` or a registered person's name; absent means untagged.
    """

    id: UUID
    content: str
    category: str
    similarity: float
    importance: float
    is_superseded: bool
    superseded_by: None | str
    time_bucket: str | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    event_date: datetime.datetime | Unset = UNSET
    speaker: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        content = self.content

        category = self.category

        similarity = self.similarity

        importance = self.importance

        is_superseded = self.is_superseded

        superseded_by: None | str
        superseded_by = self.superseded_by

        time_bucket = self.time_bucket

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        event_date: str | Unset = UNSET
        if not isinstance(self.event_date, Unset):
            event_date = self.event_date.isoformat()

        speaker = self.speaker

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "content": content,
                "category": category,
                "similarity": similarity,
                "importance": importance,
                "is_superseded": is_superseded,
                "superseded_by": superseded_by,
            }
        )
        if time_bucket is not UNSET:
            field_dict["time_bucket"] = time_bucket
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if event_date is not UNSET:
            field_dict["event_date"] = event_date
        if speaker is not UNSET:
            field_dict["speaker"] = speaker

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        content = d.pop("content")

        category = d.pop("category")

        similarity = d.pop("similarity")

        importance = d.pop("importance")

        is_superseded = d.pop("is_superseded")

        def _parse_superseded_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))

        time_bucket = d.pop("time_bucket", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        _event_date = d.pop("event_date", UNSET)
        event_date: datetime.datetime | Unset
        if isinstance(_event_date, Unset):
            event_date = UNSET
        else:
            event_date = datetime.datetime.fromisoformat(_event_date)

        speaker = d.pop("speaker", UNSET)

        memory = cls(
            id=id,
            content=content,
            category=category,
            similarity=similarity,
            importance=importance,
            is_superseded=is_superseded,
            superseded_by=superseded_by,
            time_bucket=time_bucket,
            created_at=created_at,
            event_date=event_date,
            speaker=speaker,
        )

        memory.additional_properties = d
        return memory

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
