from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.client_registration_grant_types_item import ClientRegistrationGrantTypesItem
from ..models.client_registration_response_types_item import ClientRegistrationResponseTypesItem
from ..models.client_registration_token_endpoint_auth_method import ClientRegistrationTokenEndpointAuthMethod
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientRegistration")


@_attrs_define
class ClientRegistration:
    """RFC 7591 section 2; other members are ignored.

    Attributes:
        redirect_uris (list[str]): https, or http on localhost, 127.0.0.1 or [::1]; no fragment; 1 to 10.
        client_name (str | Unset): Shown on the consent page, marked as unverified; at most 100 characters.
        token_endpoint_auth_method (ClientRegistrationTokenEndpointAuthMethod | Unset): `none`: a public client, PKCE
            required. Default `client_secret_basic`.
        grant_types (list[ClientRegistrationGrantTypesItem] | Unset):
        response_types (list[ClientRegistrationResponseTypesItem] | Unset):
        scope (str | Unset): Space-separated; the consent page decides what is granted.
    """

    redirect_uris: list[str]
    client_name: str | Unset = UNSET
    token_endpoint_auth_method: ClientRegistrationTokenEndpointAuthMethod | Unset = UNSET
    grant_types: list[ClientRegistrationGrantTypesItem] | Unset = UNSET
    response_types: list[ClientRegistrationResponseTypesItem] | Unset = UNSET
    scope: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        redirect_uris = self.redirect_uris

        client_name = self.client_name

        token_endpoint_auth_method: str | Unset = UNSET
        if not isinstance(self.token_endpoint_auth_method, Unset):
            token_endpoint_auth_method = self.token_endpoint_auth_method.value

        grant_types: list[str] | Unset = UNSET
        if not isinstance(self.grant_types, Unset):
            grant_types = []
            for grant_types_item_data in self.grant_types:
                grant_types_item = grant_types_item_data.value
                grant_types.append(grant_types_item)

        response_types: list[str] | Unset = UNSET
        if not isinstance(self.response_types, Unset):
            response_types = []
            for response_types_item_data in self.response_types:
                response_types_item = response_types_item_data.value
                response_types.append(response_types_item)

        scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "redirect_uris": redirect_uris,
            }
        )
        if client_name is not UNSET:
            field_dict["client_name"] = client_name
        if token_endpoint_auth_method is not UNSET:
            field_dict["token_endpoint_auth_method"] = token_endpoint_auth_method
        if grant_types is not UNSET:
            field_dict["grant_types"] = grant_types
        if response_types is not UNSET:
            field_dict["response_types"] = response_types
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        client_name = d.pop("client_name", UNSET)

        _token_endpoint_auth_method = d.pop("token_endpoint_auth_method", UNSET)
        token_endpoint_auth_method: ClientRegistrationTokenEndpointAuthMethod | Unset
        if isinstance(_token_endpoint_auth_method, Unset):
            token_endpoint_auth_method = UNSET
        else:
            token_endpoint_auth_method = ClientRegistrationTokenEndpointAuthMethod(_token_endpoint_auth_method)

        _grant_types = d.pop("grant_types", UNSET)
        grant_types: list[ClientRegistrationGrantTypesItem] | Unset = UNSET
        if _grant_types is not UNSET:
            grant_types = []
            for grant_types_item_data in _grant_types:
                grant_types_item = ClientRegistrationGrantTypesItem(grant_types_item_data)

                grant_types.append(grant_types_item)

        _response_types = d.pop("response_types", UNSET)
        response_types: list[ClientRegistrationResponseTypesItem] | Unset = UNSET
        if _response_types is not UNSET:
            response_types = []
            for response_types_item_data in _response_types:
                response_types_item = ClientRegistrationResponseTypesItem(response_types_item_data)

                response_types.append(response_types_item)

        scope = d.pop("scope", UNSET)

        client_registration = cls(
            redirect_uris=redirect_uris,
            client_name=client_name,
            token_endpoint_auth_method=token_endpoint_auth_method,
            grant_types=grant_types,
            response_types=response_types,
            scope=scope,
        )

        client_registration.additional_properties = d
        return client_registration

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
