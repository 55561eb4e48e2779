from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OauthMetadataResponse200")


@_attrs_define
class OauthMetadataResponse200:
    """
    Attributes:
        issuer (str):
        authorization_endpoint (str):
        token_endpoint (str):
        revocation_endpoint (str):
        introspection_endpoint (str):
        introspection_endpoint_auth_methods_supported (list[str]):
        registration_endpoint (str):
        response_types_supported (list[str]):
        grant_types_supported (list[str]):
        code_challenge_methods_supported (list[str]):
        token_endpoint_auth_methods_supported (list[str]):
        scopes_supported (list[str]):
    """

    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    revocation_endpoint: str
    introspection_endpoint: str
    introspection_endpoint_auth_methods_supported: list[str]
    registration_endpoint: str
    response_types_supported: list[str]
    grant_types_supported: list[str]
    code_challenge_methods_supported: list[str]
    token_endpoint_auth_methods_supported: list[str]
    scopes_supported: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        issuer = self.issuer

        authorization_endpoint = self.authorization_endpoint

        token_endpoint = self.token_endpoint

        revocation_endpoint = self.revocation_endpoint

        introspection_endpoint = self.introspection_endpoint

        introspection_endpoint_auth_methods_supported = self.introspection_endpoint_auth_methods_supported

        registration_endpoint = self.registration_endpoint

        response_types_supported = self.response_types_supported

        grant_types_supported = self.grant_types_supported

        code_challenge_methods_supported = self.code_challenge_methods_supported

        token_endpoint_auth_methods_supported = self.token_endpoint_auth_methods_supported

        scopes_supported = self.scopes_supported

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "issuer": issuer,
                "authorization_endpoint": authorization_endpoint,
                "token_endpoint": token_endpoint,
                "revocation_endpoint": revocation_endpoint,
                "introspection_endpoint": introspection_endpoint,
                "introspection_endpoint_auth_methods_supported": introspection_endpoint_auth_methods_supported,
                "registration_endpoint": registration_endpoint,
                "response_types_supported": response_types_supported,
                "grant_types_supported": grant_types_supported,
                "code_challenge_methods_supported": code_challenge_methods_supported,
                "token_endpoint_auth_methods_supported": token_endpoint_auth_methods_supported,
                "scopes_supported": scopes_supported,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        issuer = d.pop("issuer")

        authorization_endpoint = d.pop("authorization_endpoint")

        token_endpoint = d.pop("token_endpoint")

        revocation_endpoint = d.pop("revocation_endpoint")

        introspection_endpoint = d.pop("introspection_endpoint")

        introspection_endpoint_auth_methods_supported = cast(
            list[str], d.pop("introspection_endpoint_auth_methods_supported")
        )

        registration_endpoint = d.pop("registration_endpoint")

        response_types_supported = cast(list[str], d.pop("response_types_supported"))

        grant_types_supported = cast(list[str], d.pop("grant_types_supported"))

        code_challenge_methods_supported = cast(list[str], d.pop("code_challenge_methods_supported"))

        token_endpoint_auth_methods_supported = cast(list[str], d.pop("token_endpoint_auth_methods_supported"))

        scopes_supported = cast(list[str], d.pop("scopes_supported"))

        oauth_metadata_response_200 = cls(
            issuer=issuer,
            authorization_endpoint=authorization_endpoint,
            token_endpoint=token_endpoint,
            revocation_endpoint=revocation_endpoint,
            introspection_endpoint=introspection_endpoint,
            introspection_endpoint_auth_methods_supported=introspection_endpoint_auth_methods_supported,
            registration_endpoint=registration_endpoint,
            response_types_supported=response_types_supported,
            grant_types_supported=grant_types_supported,
            code_challenge_methods_supported=code_challenge_methods_supported,
            token_endpoint_auth_methods_supported=token_endpoint_auth_methods_supported,
            scopes_supported=scopes_supported,
        )

        oauth_metadata_response_200.additional_properties = d
        return oauth_metadata_response_200

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
