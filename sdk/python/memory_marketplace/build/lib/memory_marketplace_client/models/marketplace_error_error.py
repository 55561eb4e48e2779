from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.marketplace_error_error_details_item import MarketplaceErrorErrorDetailsItem


T = TypeVar("T", bound="MarketplaceErrorError")


@_attrs_define
class MarketplaceErrorError:
    """
    Attributes:
        code (str): Machine-readable code, for example `invalid_parameter`.
        message (str):
        status (int): The HTTP status, repeated.
        request_id (str):
        param (str | Unset):
        details (list[MarketplaceErrorErrorDetailsItem] | Unset):
        required_scope (str | Unset):
    """

    code: str
    message: str
    status: int
    request_id: str
    param: str | Unset = UNSET
    details: list[MarketplaceErrorErrorDetailsItem] | Unset = UNSET
    required_scope: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        status = self.status

        request_id = self.request_id

        param = self.param

        details: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = []
            for details_item_data in self.details:
                details_item = details_item_data.to_dict()
                details.append(details_item)

        required_scope = self.required_scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "status": status,
                "request_id": request_id,
            }
        )
        if param is not UNSET:
            field_dict["param"] = param
        if details is not UNSET:
            field_dict["details"] = details
        if required_scope is not UNSET:
            field_dict["required_scope"] = required_scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.marketplace_error_error_details_item import MarketplaceErrorErrorDetailsItem  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        status = d.pop("status")

        request_id = d.pop("request_id")

        param = d.pop("param", UNSET)

        _details = d.pop("details", UNSET)
        details: list[MarketplaceErrorErrorDetailsItem] | Unset = UNSET
        if _details is not UNSET:
            details = []
            for details_item_data in _details:
                details_item = MarketplaceErrorErrorDetailsItem.from_dict(details_item_data)

                details.append(details_item)

        required_scope = d.pop("required_scope", UNSET)

        marketplace_error_error = cls(
            code=code,
            message=message,
            status=status,
            request_id=request_id,
            param=param,
            details=details,
            required_scope=required_scope,
        )

        marketplace_error_error.additional_properties = d
        return marketplace_error_error

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
