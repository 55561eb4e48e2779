from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.store_turn_body_metadata_type_0 import StoreTurnBodyMetadataType0


T = TypeVar("T", bound="StoreTurnBody")


@_attrs_define
class StoreTurnBody:
    """
    Attributes:
        user_id (str):
        user_msg (None | str | Unset):
        assistant_msg (None | str | Unset):
        metadata (None | StoreTurnBodyMetadataType0 | Unset):
    """

    user_id: str
    user_msg: None | str | Unset = UNSET
    assistant_msg: None | str | Unset = UNSET
    metadata: None | StoreTurnBodyMetadataType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.store_turn_body_metadata_type_0 import StoreTurnBodyMetadataType0  # noqa: PLC0415

        user_id = self.user_id

        user_msg: None | str | Unset
        if isinstance(self.user_msg, Unset):
            user_msg = UNSET
        else:
            user_msg = self.user_msg

        assistant_msg: None | str | Unset
        if isinstance(self.assistant_msg, Unset):
            assistant_msg = UNSET
        else:
            assistant_msg = self.assistant_msg

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, StoreTurnBodyMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
            }
        )
        if user_msg is not UNSET:
            field_dict["user_msg"] = user_msg
        if assistant_msg is not UNSET:
            field_dict["assistant_msg"] = assistant_msg
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.store_turn_body_metadata_type_0 import StoreTurnBodyMetadataType0  # noqa: PLC0415

        d = dict(src_dict)
        user_id = d.pop("user_id")

        def _parse_user_msg(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_msg = _parse_user_msg(d.pop("user_msg", UNSET))

        def _parse_assistant_msg(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        assistant_msg = _parse_assistant_msg(d.pop("assistant_msg", UNSET))

        def _parse_metadata(data: object) -> None | StoreTurnBodyMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = StoreTurnBodyMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StoreTurnBodyMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        store_turn_body = cls(
            user_id=user_id,
            user_msg=user_msg,
            assistant_msg=assistant_msg,
            metadata=metadata,
        )

        store_turn_body.additional_properties = d
        return store_turn_body

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
