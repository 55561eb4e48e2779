from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.oauth_authorize_code_challenge_method import OauthAuthorizeCodeChallengeMethod
from ...models.oauth_authorize_response_type import OauthAuthorizeResponseType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    client_id: str,
    redirect_uri: str,
    response_type: OauthAuthorizeResponseType,
    scope: str,
    state: str,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: OauthAuthorizeCodeChallengeMethod | Unset = UNSET,
    resource: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["client_id"] = client_id

    params["redirect_uri"] = redirect_uri

    json_response_type = response_type.value
    params["response_type"] = json_response_type

    params["scope"] = scope

    params["state"] = state

    params["code_challenge"] = code_challenge

    json_code_challenge_method: str | Unset = UNSET
    if not isinstance(code_challenge_method, Unset):
        json_code_challenge_method = code_challenge_method.value

    params["code_challenge_method"] = json_code_challenge_method

    params["resource"] = resource

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/oauth/authorize",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 400:
        response_400 = response.text
        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    redirect_uri: str,
    response_type: OauthAuthorizeResponseType,
    scope: str,
    state: str,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: OauthAuthorizeCodeChallengeMethod | Unset = UNSET,
    resource: str | Unset = UNSET,
) -> Response[Any | str]:
    """Starts the authorization code flow: the sign-in and consent page (a browser redirect).

    Args:
        client_id (str):
        redirect_uri (str):
        response_type (OauthAuthorizeResponseType):
        scope (str): Space-separated scopes; required.
        state (str): Random value against CSRF, returned with the code.
        code_challenge (str | Unset): PKCE (RFC 7636); required of public clients.
        code_challenge_method (OauthAuthorizeCodeChallengeMethod | Unset):
        resource (str | Unset): RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself;
            anything else is `invalid_target`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | str]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        redirect_uri=redirect_uri,
        response_type=response_type,
        scope=scope,
        state=state,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        resource=resource,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    redirect_uri: str,
    response_type: OauthAuthorizeResponseType,
    scope: str,
    state: str,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: OauthAuthorizeCodeChallengeMethod | Unset = UNSET,
    resource: str | Unset = UNSET,
) -> Any | str | None:
    """Starts the authorization code flow: the sign-in and consent page (a browser redirect).

    Args:
        client_id (str):
        redirect_uri (str):
        response_type (OauthAuthorizeResponseType):
        scope (str): Space-separated scopes; required.
        state (str): Random value against CSRF, returned with the code.
        code_challenge (str | Unset): PKCE (RFC 7636); required of public clients.
        code_challenge_method (OauthAuthorizeCodeChallengeMethod | Unset):
        resource (str | Unset): RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself;
            anything else is `invalid_target`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | str
    """

    return sync_detailed(
        client=client,
        client_id=client_id,
        redirect_uri=redirect_uri,
        response_type=response_type,
        scope=scope,
        state=state,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        resource=resource,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    redirect_uri: str,
    response_type: OauthAuthorizeResponseType,
    scope: str,
    state: str,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: OauthAuthorizeCodeChallengeMethod | Unset = UNSET,
    resource: str | Unset = UNSET,
) -> Response[Any | str]:
    """Starts the authorization code flow: the sign-in and consent page (a browser redirect).

    Args:
        client_id (str):
        redirect_uri (str):
        response_type (OauthAuthorizeResponseType):
        scope (str): Space-separated scopes; required.
        state (str): Random value against CSRF, returned with the code.
        code_challenge (str | Unset): PKCE (RFC 7636); required of public clients.
        code_challenge_method (OauthAuthorizeCodeChallengeMethod | Unset):
        resource (str | Unset): RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself;
            anything else is `invalid_target`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | str]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        redirect_uri=redirect_uri,
        response_type=response_type,
        scope=scope,
        state=state,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        resource=resource,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    redirect_uri: str,
    response_type: OauthAuthorizeResponseType,
    scope: str,
    state: str,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: OauthAuthorizeCodeChallengeMethod | Unset = UNSET,
    resource: str | Unset = UNSET,
) -> Any | str | None:
    """Starts the authorization code flow: the sign-in and consent page (a browser redirect).

    Args:
        client_id (str):
        redirect_uri (str):
        response_type (OauthAuthorizeResponseType):
        scope (str): Space-separated scopes; required.
        state (str): Random value against CSRF, returned with the code.
        code_challenge (str | Unset): PKCE (RFC 7636); required of public clients.
        code_challenge_method (OauthAuthorizeCodeChallengeMethod | Unset):
        resource (str | Unset): RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself;
            anything else is `invalid_target`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | str
    """

    return (
        await asyncio_detailed(
            client=client,
            client_id=client_id,
            redirect_uri=redirect_uri,
            response_type=response_type,
            scope=scope,
            state=state,
            code_challenge=code_challenge,
            code_challenge_method=code_challenge_method,
            resource=resource,
        )
    ).parsed
