from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.introspect_response_200 import IntrospectResponse200
from ...models.introspect_service_version import IntrospectServiceVersion
from ...models.marketplace_error import MarketplaceError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    service_version: IntrospectServiceVersion | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/introspect",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IntrospectResponse200 | MarketplaceError | None:
    if response.status_code == 200:
        response_200 = IntrospectResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = MarketplaceError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MarketplaceError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MarketplaceError.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = MarketplaceError.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = MarketplaceError.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = MarketplaceError.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = MarketplaceError.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[IntrospectResponse200 | MarketplaceError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    service_version: IntrospectServiceVersion | Unset = UNSET,
) -> Response[IntrospectResponse200 | MarketplaceError]:
    """Describes the key or token the request carries.

    Args:
        service_version (IntrospectServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IntrospectResponse200 | MarketplaceError]
    """

    kwargs = _get_kwargs(
        service_version=service_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    service_version: IntrospectServiceVersion | Unset = UNSET,
) -> IntrospectResponse200 | MarketplaceError | None:
    """Describes the key or token the request carries.

    Args:
        service_version (IntrospectServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IntrospectResponse200 | MarketplaceError
    """

    return sync_detailed(
        client=client,
        service_version=service_version,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    service_version: IntrospectServiceVersion | Unset = UNSET,
) -> Response[IntrospectResponse200 | MarketplaceError]:
    """Describes the key or token the request carries.

    Args:
        service_version (IntrospectServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IntrospectResponse200 | MarketplaceError]
    """

    kwargs = _get_kwargs(
        service_version=service_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    service_version: IntrospectServiceVersion | Unset = UNSET,
) -> IntrospectResponse200 | MarketplaceError | None:
    """Describes the key or token the request carries.

    Args:
        service_version (IntrospectServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IntrospectResponse200 | MarketplaceError
    """

    return (
        await asyncio_detailed(
            client=client,
            service_version=service_version,
        )
    ).parsed
