from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BulkImport")


@_attrs_define
class BulkImport:
    """
    Attributes:
        status (str): `queued`, `running`, `done` or `failed`.
        job_id (str):
        user_id (str):
        category (str):
        chunks_total (int):
        chunks_done (int):
        progress (float):
        error (None | str):
        created_at (datetime.datetime):
    """

    status: str
    job_id: str
    user_id: str
    category: str
    chunks_total: int
    chunks_done: int
    progress: float
    error: None | str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        job_id = self.job_id

        user_id = self.user_id

        category = self.category

        chunks_total = self.chunks_total

        chunks_done = self.chunks_done

        progress = self.progress

        error: None | str
        error = self.error

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "job_id": job_id,
                "user_id": user_id,
                "category": category,
                "chunks_total": chunks_total,
                "chunks_done": chunks_done,
                "progress": progress,
                "error": error,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        job_id = d.pop("job_id")

        user_id = d.pop("user_id")

        category = d.pop("category")

        chunks_total = d.pop("chunks_total")

        chunks_done = d.pop("chunks_done")

        progress = d.pop("progress")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        bulk_import = cls(
            status=status,
            job_id=job_id,
            user_id=user_id,
            category=category,
            chunks_total=chunks_total,
            chunks_done=chunks_done,
            progress=progress,
            error=error,
            created_at=created_at,
        )

        bulk_import.additional_properties = d
        return bulk_import

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
