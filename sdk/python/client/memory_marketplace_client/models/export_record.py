from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExportRecord")


@_attrs_define
class ExportRecord:
    """One line of an export: a memory as `import` takes it back.

    Attributes:
        id (UUID):
        content (str):
        category (str):
        speaker (None | str):
        event_date (datetime.datetime | None):
        created_at (datetime.datetime):
        importance (float):
        is_superseded (bool):
        superseded_by (None | str):
        expires_at (datetime.datetime | None):
        source_type (None | str):
    """

    id: UUID
    content: str
    category: str
    speaker: None | str
    event_date: datetime.datetime | None
    created_at: datetime.datetime
    importance: float
    is_superseded: bool
    superseded_by: None | str
    expires_at: datetime.datetime | None
    source_type: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        content = self.content

        category = self.category

        speaker: None | str
        speaker = self.speaker

        event_date: None | str
        if isinstance(self.event_date, datetime.datetime):
            event_date = self.event_date.isoformat()
        else:
            event_date = self.event_date

        created_at = self.created_at.isoformat()

        importance = self.importance

        is_superseded = self.is_superseded

        superseded_by: None | str
        superseded_by = self.superseded_by

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        source_type: None | str
        source_type = self.source_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "content": content,
                "category": category,
                "speaker": speaker,
                "event_date": event_date,
                "created_at": created_at,
                "importance": importance,
                "is_superseded": is_superseded,
                "superseded_by": superseded_by,
                "expires_at": expires_at,
                "source_type": source_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        content = d.pop("content")

        category = d.pop("category")

        def _parse_speaker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        speaker = _parse_speaker(d.pop("speaker"))

        def _parse_event_date(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_date_type_0 = datetime.datetime.fromisoformat(data)

                return event_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        event_date = _parse_event_date(d.pop("event_date"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        importance = d.pop("importance")

        is_superseded = d.pop("is_superseded")

        def _parse_superseded_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_source_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_type = _parse_source_type(d.pop("source_type"))

        export_record = cls(
            id=id,
            content=content,
            category=category,
            speaker=speaker,
            event_date=event_date,
            created_at=created_at,
            importance=importance,
            is_superseded=is_superseded,
            superseded_by=superseded_by,
            expires_at=expires_at,
            source_type=source_type,
        )

        export_record.additional_properties = d
        return export_record

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
