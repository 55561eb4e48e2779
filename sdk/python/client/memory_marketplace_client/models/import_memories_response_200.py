from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.import_memories_response_200_refused_item import ImportMemoriesResponse200RefusedItem


T = TypeVar("T", bound="ImportMemoriesResponse200")


@_attrs_define
class ImportMemoriesResponse200:
    """
    Attributes:
        job_id (str): The import's job: its indexing progress is `bulk-store/status` with this `job_id`.
        user_id (str):
        status (str): `queued`, `running` or `done` (of the indexing).
        imported (int): Records written; searchable once the job has indexed them.
        skipped (int): Records skipped as duplicates: imported before, twice in this call, or repeating a live memory.
        refused (list[ImportMemoriesResponse200RefusedItem]): Records refused, each with why.
    """

    job_id: str
    user_id: str
    status: str
    imported: int
    skipped: int
    refused: list[ImportMemoriesResponse200RefusedItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        user_id = self.user_id

        status = self.status

        imported = self.imported

        skipped = self.skipped

        refused = []
        for refused_item_data in self.refused:
            refused_item = refused_item_data.to_dict()
            refused.append(refused_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "user_id": user_id,
                "status": status,
                "imported": imported,
                "skipped": skipped,
                "refused": refused,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_memories_response_200_refused_item import ImportMemoriesResponse200RefusedItem  # noqa: PLC0415

        d = dict(src_dict)
        job_id = d.pop("job_id")

        user_id = d.pop("user_id")

        status = d.pop("status")

        imported = d.pop("imported")

        skipped = d.pop("skipped")

        refused = []
        _refused = d.pop("refused")
        for refused_item_data in _refused:
            refused_item = ImportMemoriesResponse200RefusedItem.from_dict(refused_item_data)

            refused.append(refused_item)

        import_memories_response_200 = cls(
            job_id=job_id,
            user_id=user_id,
            status=status,
            imported=imported,
            skipped=skipped,
            refused=refused,
        )

        import_memories_response_200.additional_properties = d
        return import_memories_response_200

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
