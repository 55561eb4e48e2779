from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.oauth_consent_body_code_challenge_method import OauthConsentBodyCodeChallengeMethod
from ..models.oauth_consent_body_decision import OauthConsentBodyDecision
from ..models.oauth_consent_body_response_type import OauthConsentBodyResponseType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OauthConsentBody")


@_attrs_define
class OauthConsentBody:
    """
    Attributes:
        client_id (str):
        redirect_uri (str):
        response_type (OauthConsentBodyResponseType):
        scope (str): Space-separated scopes; required.
        state (str): Random value against CSRF, returned with the code.
        email (str):
        password (str):
        decision (OauthConsentBodyDecision):
        code_challenge (str | Unset): PKCE (RFC 7636); required of public clients.
        code_challenge_method (OauthConsentBodyCodeChallengeMethod | Unset):
        resource (str | Unset): RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself; anything else is
            `invalid_target`.
        grant_scope (list[str] | Unset): The scopes the user leaves ticked (a subset of `scope`).
    """

    client_id: str
    redirect_uri: str
    response_type: OauthConsentBodyResponseType
    scope: str
    state: str
    email: str
    password: str
    decision: OauthConsentBodyDecision
    code_challenge: str | Unset = UNSET
    code_challenge_method: OauthConsentBodyCodeChallengeMethod | Unset = UNSET
    resource: str | Unset = UNSET
    grant_scope: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        redirect_uri = self.redirect_uri

        response_type = self.response_type.value

        scope = self.scope

        state = self.state

        email = self.email

        password = self.password

        decision = self.decision.value

        code_challenge = self.code_challenge

        code_challenge_method: str | Unset = UNSET
        if not isinstance(self.code_challenge_method, Unset):
            code_challenge_method = self.code_challenge_method.value

        resource = self.resource

        grant_scope: list[str] | Unset = UNSET
        if not isinstance(self.grant_scope, Unset):
            grant_scope = self.grant_scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "redirect_uri": redirect_uri,
                "response_type": response_type,
                "scope": scope,
                "state": state,
                "email": email,
                "password": password,
                "decision": decision,
            }
        )
        if code_challenge is not UNSET:
            field_dict["code_challenge"] = code_challenge
        if code_challenge_method is not UNSET:
            field_dict["code_challenge_method"] = code_challenge_method
        if resource is not UNSET:
            field_dict["resource"] = resource
        if grant_scope is not UNSET:
            field_dict["grant_scope"] = grant_scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        redirect_uri = d.pop("redirect_uri")

        response_type = OauthConsentBodyResponseType(d.pop("response_type"))

        scope = d.pop("scope")

        state = d.pop("state")

        email = d.pop("email")

        password = d.pop("password")

        decision = OauthConsentBodyDecision(d.pop("decision"))

        code_challenge = d.pop("code_challenge", UNSET)

        _code_challenge_method = d.pop("code_challenge_method", UNSET)
        code_challenge_method: OauthConsentBodyCodeChallengeMethod | Unset
        if isinstance(_code_challenge_method, Unset):
            code_challenge_method = UNSET
        else:
            code_challenge_method = OauthConsentBodyCodeChallengeMethod(_code_challenge_method)

        resource = d.pop("resource", UNSET)

        grant_scope = cast(list[str], d.pop("grant_scope", UNSET))

        oauth_consent_body = cls(
            client_id=client_id,
            redirect_uri=redirect_uri,
            response_type=response_type,
            scope=scope,
            state=state,
            email=email,
            password=password,
            decision=decision,
            code_challenge=code_challenge,
            code_challenge_method=code_challenge_method,
            resource=resource,
            grant_scope=grant_scope,
        )

        oauth_consent_body.additional_properties = d
        return oauth_consent_body

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
