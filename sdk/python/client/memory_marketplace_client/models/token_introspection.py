from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.token_introspection_token_type import TokenIntrospectionTokenType
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenIntrospection")


@_attrs_define
class TokenIntrospection:
    """RFC 7662 section 2.2; an inactive token answers `active` alone.

    Attributes:
        active (bool):
        scope (str | Unset): Space-separated.
        client_id (str | Unset): The client the token was issued to (absent for an API key).
        token_type (TokenIntrospectionTokenType | Unset):
        exp (int | Unset): Seconds since the epoch; absent for an API key, which does not expire.
        iat (int | Unset): Seconds since the epoch.
        sub (str | Unset): The account the token acts for.
    """

    active: bool
    scope: str | Unset = UNSET
    client_id: str | Unset = UNSET
    token_type: TokenIntrospectionTokenType | Unset = UNSET
    exp: int | Unset = UNSET
    iat: int | Unset = UNSET
    sub: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active = self.active

        scope = self.scope

        client_id = self.client_id

        token_type: str | Unset = UNSET
        if not isinstance(self.token_type, Unset):
            token_type = self.token_type.value

        exp = self.exp

        iat = self.iat

        sub = self.sub

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active": active,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if token_type is not UNSET:
            field_dict["token_type"] = token_type
        if exp is not UNSET:
            field_dict["exp"] = exp
        if iat is not UNSET:
            field_dict["iat"] = iat
        if sub is not UNSET:
            field_dict["sub"] = sub

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        scope = d.pop("scope", UNSET)

        client_id = d.pop("client_id", UNSET)

        _token_type = d.pop("token_type", UNSET)
        token_type: TokenIntrospectionTokenType | Unset
        if isinstance(_token_type, Unset):
            token_type = UNSET
        else:
            token_type = TokenIntrospectionTokenType(_token_type)

        exp = d.pop("exp", UNSET)

        iat = d.pop("iat", UNSET)

        sub = d.pop("sub", UNSET)

        token_introspection = cls(
            active=active,
            scope=scope,
            client_id=client_id,
            token_type=token_type,
            exp=exp,
            iat=iat,
            sub=sub,
        )

        token_introspection.additional_properties = d
        return token_introspection

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
