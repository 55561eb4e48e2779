from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MemoryErrorError")


@_attrs_define
class MemoryErrorError:
    """
    Attributes:
        type_ (str): Machine-readable type, for example `invalid_request_error`.
        message (str): Human text, never to be branched on.
        request_id (str): To be quoted to support.
        code (str | Unset): The code every surface answers with (the marketplace envelope's `error.code`, GraphQL's
            `extensions.code`), for example `not_found` or `insufficient_scope`.
    """

    type_: str
    message: str
    request_id: str
    code: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        message = self.message

        request_id = self.request_id

        code = self.code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "message": message,
                "request_id": request_id,
            }
        )
        if code is not UNSET:
            field_dict["code"] = code

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        message = d.pop("message")

        request_id = d.pop("request_id")

        code = d.pop("code", UNSET)

        memory_error_error = cls(
            type_=type_,
            message=message,
            request_id=request_id,
            code=code,
        )

        memory_error_error.additional_properties = d
        return memory_error_error

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
