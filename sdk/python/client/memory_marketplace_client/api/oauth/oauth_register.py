from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.client_registration import ClientRegistration
from ...models.o_auth_error import OAuthError
from ...models.registered_client import RegisteredClient
from ...types import Response


def _get_kwargs(
    *,
    body: ClientRegistration,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/oauth/register",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OAuthError | RegisteredClient | None:
    if response.status_code == 201:
        response_201 = RegisteredClient.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = OAuthError.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = OAuthError.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = OAuthError.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[OAuthError | RegisteredClient]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClientRegistration,
) -> Response[OAuthError | RegisteredClient]:
    """Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.

     A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client
    address and hour; a client that has not exchanged a code within 7 days is removed.

    Args:
        body (ClientRegistration): RFC 7591 section 2; other members are ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OAuthError | RegisteredClient]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ClientRegistration,
) -> OAuthError | RegisteredClient | None:
    """Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.

     A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client
    address and hour; a client that has not exchanged a code within 7 days is removed.

    Args:
        body (ClientRegistration): RFC 7591 section 2; other members are ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OAuthError | RegisteredClient
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClientRegistration,
) -> Response[OAuthError | RegisteredClient]:
    """Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.

     A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client
    address and hour; a client that has not exchanged a code within 7 days is removed.

    Args:
        body (ClientRegistration): RFC 7591 section 2; other members are ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OAuthError | RegisteredClient]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ClientRegistration,
) -> OAuthError | RegisteredClient | None:
    """Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.

     A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client
    address and hour; a client that has not exchanged a code within 7 days is removed.

    Args:
        body (ClientRegistration): RFC 7591 section 2; other members are ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OAuthError | RegisteredClient
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
