from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MemoryVersion")


@_attrs_define
class MemoryVersion:
    """
    Attributes:
        id (UUID):
        content (str):
        category (str):
        created_at (datetime.datetime):
        superseded_at (datetime.datetime | None): When the next version replaced it; null for the current one.
        superseded_by (None | str):
        is_superseded (bool):
    """

    id: UUID
    content: str
    category: str
    created_at: datetime.datetime
    superseded_at: datetime.datetime | None
    superseded_by: None | str
    is_superseded: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        content = self.content

        category = self.category

        created_at = self.created_at.isoformat()

        superseded_at: None | str
        if isinstance(self.superseded_at, datetime.datetime):
            superseded_at = self.superseded_at.isoformat()
        else:
            superseded_at = self.superseded_at

        superseded_by: None | str
        superseded_by = self.superseded_by

        is_superseded = self.is_superseded

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "content": content,
                "category": category,
                "created_at": created_at,
                "superseded_at": superseded_at,
                "superseded_by": superseded_by,
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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_superseded_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                superseded_at_type_0 = datetime.datetime.fromisoformat(data)

                return superseded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        superseded_at = _parse_superseded_at(d.pop("superseded_at"))

        def _parse_superseded_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))

        is_superseded = d.pop("is_superseded")

        memory_version = cls(
            id=id,
            content=content,
            category=category,
            created_at=created_at,
            superseded_at=superseded_at,
            superseded_by=superseded_by,
            is_superseded=is_superseded,
        )

        memory_version.additional_properties = d
        return memory_version

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
