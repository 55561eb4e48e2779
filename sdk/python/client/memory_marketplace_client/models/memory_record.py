from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MemoryRecord")


@_attrs_define
class MemoryRecord:
    """
    Attributes:
        id (UUID):
        content (str):
        category (str):
        source_type (None | str):
        created_at (datetime.datetime | None):
        event_date (datetime.datetime | None):
        is_superseded (bool):
    """

    id: UUID
    content: str
    category: str
    source_type: None | str
    created_at: datetime.datetime | None
    event_date: datetime.datetime | None
    is_superseded: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        content = self.content

        category = self.category

        source_type: None | str
        source_type = self.source_type

        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        event_date: None | str
        if isinstance(self.event_date, datetime.datetime):
            event_date = self.event_date.isoformat()
        else:
            event_date = self.event_date

        is_superseded = self.is_superseded

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "content": content,
                "category": category,
                "source_type": source_type,
                "created_at": created_at,
                "event_date": event_date,
                "is_superseded": is_superseded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        content = d.pop("content")

        category = d.pop("category")

        def _parse_source_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_type = _parse_source_type(d.pop("source_type"))

        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)

                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("created_at"))

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

        is_superseded = d.pop("is_superseded")

        memory_record = cls(
            id=id,
            content=content,
            category=category,
            source_type=source_type,
            created_at=created_at,
            event_date=event_date,
            is_superseded=is_superseded,
        )

        memory_record.additional_properties = d
        return memory_record

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
