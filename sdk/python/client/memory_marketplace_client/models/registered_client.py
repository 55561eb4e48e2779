from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisteredClient")


@_attrs_define
class RegisteredClient:
    """RFC 7591 section 3.2.1.

    Attributes:
        client_id (str):
        client_id_issued_at (int):
        client_name (str):
        redirect_uris (list[str]):
        grant_types (list[str]):
        response_types (list[str]):
        token_endpoint_auth_method (str):
        client_secret (str | Unset): Shown once; absent for a public client.
        client_secret_expires_at (int | Unset): 0: never.
        scope (str | Unset):
    """

    client_id: str
    client_id_issued_at: int
    client_name: str
    redirect_uris: list[str]
    grant_types: list[str]
    response_types: list[str]
    token_endpoint_auth_method: str
    client_secret: str | Unset = UNSET
    client_secret_expires_at: int | Unset = UNSET
    scope: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        client_id_issued_at = self.client_id_issued_at

        client_name = self.client_name

        redirect_uris = self.redirect_uris

        grant_types = self.grant_types

        response_types = self.response_types

        token_endpoint_auth_method = self.token_endpoint_auth_method

        client_secret = self.client_secret

        client_secret_expires_at = self.client_secret_expires_at

        scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "client_id_issued_at": client_id_issued_at,
                "client_name": client_name,
                "redirect_uris": redirect_uris,
                "grant_types": grant_types,
                "response_types": response_types,
                "token_endpoint_auth_method": token_endpoint_auth_method,
            }
        )
        if client_secret is not UNSET:
            field_dict["client_secret"] = client_secret
        if client_secret_expires_at is not UNSET:
            field_dict["client_secret_expires_at"] = client_secret_expires_at
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        client_id_issued_at = d.pop("client_id_issued_at")

        client_name = d.pop("client_name")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        grant_types = cast(list[str], d.pop("grant_types"))

        response_types = cast(list[str], d.pop("response_types"))

        token_endpoint_auth_method = d.pop("token_endpoint_auth_method")

        client_secret = d.pop("client_secret", UNSET)

        client_secret_expires_at = d.pop("client_secret_expires_at", UNSET)

        scope = d.pop("scope", UNSET)

        registered_client = cls(
            client_id=client_id,
            client_id_issued_at=client_id_issued_at,
            client_name=client_name,
            redirect_uris=redirect_uris,
            grant_types=grant_types,
            response_types=response_types,
            token_endpoint_auth_method=token_endpoint_auth_method,
            client_secret=client_secret,
            client_secret_expires_at=client_secret_expires_at,
            scope=scope,
        )

        registered_client.additional_properties = d
        return registered_client

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
