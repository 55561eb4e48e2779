from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.store_memory_body_metadata_type_0 import StoreMemoryBodyMetadataType0


T = TypeVar("T", bound="StoreMemoryBody")


@_attrs_define
class StoreMemoryBody:
    """
    Example:
        {'user_id': 'u_123', 'content': 'Prefers window seats on long flights.', 'metadata': {'event_date':
            '2026-03-14T09:12:00Z', 'speaker': 'me'}}

    Attributes:
        user_id (str):
        content (str):
        metadata (None | StoreMemoryBodyMetadataType0 | Unset):
    """

    user_id: str
    content: str
    metadata: None | StoreMemoryBodyMetadataType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.store_memory_body_metadata_type_0 import StoreMemoryBodyMetadataType0  # noqa: PLC0415

        user_id = self.user_id

        content = self.content

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, StoreMemoryBodyMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "content": content,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.store_memory_body_metadata_type_0 import StoreMemoryBodyMetadataType0  # noqa: PLC0415

        d = dict(src_dict)
        user_id = d.pop("user_id")

        content = d.pop("content")

        def _parse_metadata(data: object) -> None | StoreMemoryBodyMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = StoreMemoryBodyMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StoreMemoryBodyMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        store_memory_body = cls(
            user_id=user_id,
            content=content,
            metadata=metadata,
        )

        store_memory_body.additional_properties = d
        return store_memory_body

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
