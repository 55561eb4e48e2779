from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IntrospectResponse200")


@_attrs_define
class IntrospectResponse200:
    """
    Attributes:
        active (bool):
        scopes (list[str]):
        scope (str): The scopes space-separated (RFC 7662).
        expires_at (datetime.datetime | None):
        token_type (str):
        account_id (str):
        client_id (None | str):
    """

    active: bool
    scopes: list[str]
    scope: str
    expires_at: datetime.datetime | None
    token_type: str
    account_id: str
    client_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active = self.active

        scopes = self.scopes

        scope = self.scope

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        token_type = self.token_type

        account_id = self.account_id

        client_id: None | str
        client_id = self.client_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active": active,
                "scopes": scopes,
                "scope": scope,
                "expires_at": expires_at,
                "token_type": token_type,
                "account_id": account_id,
                "client_id": client_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        scopes = cast(list[str], d.pop("scopes"))

        scope = d.pop("scope")

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        token_type = d.pop("token_type")

        account_id = d.pop("account_id")

        def _parse_client_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_id = _parse_client_id(d.pop("client_id"))

        introspect_response_200 = cls(
            active=active,
            scopes=scopes,
            scope=scope,
            expires_at=expires_at,
            token_type=token_type,
            account_id=account_id,
            client_id=client_id,
        )

        introspect_response_200.additional_properties = d
        return introspect_response_200

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
