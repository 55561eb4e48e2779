from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.marketplace_error import MarketplaceError
from ...models.o_auth_error import OAuthError
from ...models.oauth_token_body import OauthTokenBody
from ...models.oauth_token_service_version import OauthTokenServiceVersion
from ...models.token_response import TokenResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: OauthTokenBody,
    service_version: OauthTokenServiceVersion | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/oauth/token",
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MarketplaceError | OAuthError | OAuthError | TokenResponse | None:
    if response.status_code == 200:
        response_200 = TokenResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(data: object) -> MarketplaceError | OAuthError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = OAuthError.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = MarketplaceError.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = OAuthError.from_dict(response.json())

        return response_401

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MarketplaceError | OAuthError | OAuthError | TokenResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
    service_version: OauthTokenServiceVersion | Unset = UNSET,
) -> Response[MarketplaceError | OAuthError | OAuthError | TokenResponse]:
    """Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.

     Each refresh returns a new refresh token and invalidates the previous one.

    Args:
        service_version (OauthTokenServiceVersion | Unset):
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | OAuthError | OAuthError | TokenResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        service_version=service_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
    service_version: OauthTokenServiceVersion | Unset = UNSET,
) -> MarketplaceError | OAuthError | OAuthError | TokenResponse | None:
    """Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.

     Each refresh returns a new refresh token and invalidates the previous one.

    Args:
        service_version (OauthTokenServiceVersion | Unset):
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | OAuthError | OAuthError | TokenResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        service_version=service_version,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
    service_version: OauthTokenServiceVersion | Unset = UNSET,
) -> Response[MarketplaceError | OAuthError | OAuthError | TokenResponse]:
    """Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.

     Each refresh returns a new refresh token and invalidates the previous one.

    Args:
        service_version (OauthTokenServiceVersion | Unset):
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | OAuthError | OAuthError | TokenResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        service_version=service_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
    service_version: OauthTokenServiceVersion | Unset = UNSET,
) -> MarketplaceError | OAuthError | OAuthError | TokenResponse | None:
    """Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.

     Each refresh returns a new refresh token and invalidates the previous one.

    Args:
        service_version (OauthTokenServiceVersion | Unset):
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | OAuthError | OAuthError | TokenResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            service_version=service_version,
        )
    ).parsed
