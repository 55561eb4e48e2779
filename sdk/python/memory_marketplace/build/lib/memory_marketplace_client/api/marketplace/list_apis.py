from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_apis_response_200 import ListApisResponse200
from ...models.list_apis_service_version import ListApisServiceVersion
from ...models.list_apis_sort import ListApisSort
from ...models.marketplace_error import MarketplaceError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    after: str | Unset = UNSET,
    category: str | Unset = UNSET,
    sort: ListApisSort | Unset = UNSET,
    status: str | Unset = UNSET,
    service_version: ListApisServiceVersion | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    params["after"] = after

    params["category"] = category

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    params["status"] = status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/marketplace/apis",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListApisResponse200 | MarketplaceError | None:
    if response.status_code == 200:
        response_200 = ListApisResponse200.from_dict(response.json())

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
) -> Response[ListApisResponse200 | MarketplaceError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    after: str | Unset = UNSET,
    category: str | Unset = UNSET,
    sort: ListApisSort | Unset = UNSET,
    status: str | Unset = UNSET,
    service_version: ListApisServiceVersion | Unset = UNSET,
) -> Response[ListApisResponse200 | MarketplaceError]:
    """Lists APIs.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        after (str | Unset):
        category (str | Unset):
        sort (ListApisSort | Unset):
        status (str | Unset):
        service_version (ListApisServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListApisResponse200 | MarketplaceError]
    """

    kwargs = _get_kwargs(
        limit=limit,
        offset=offset,
        after=after,
        category=category,
        sort=sort,
        status=status,
        service_version=service_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    after: str | Unset = UNSET,
    category: str | Unset = UNSET,
    sort: ListApisSort | Unset = UNSET,
    status: str | Unset = UNSET,
    service_version: ListApisServiceVersion | Unset = UNSET,
) -> ListApisResponse200 | MarketplaceError | None:
    """Lists APIs.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        after (str | Unset):
        category (str | Unset):
        sort (ListApisSort | Unset):
        status (str | Unset):
        service_version (ListApisServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListApisResponse200 | MarketplaceError
    """

    return sync_detailed(
        client=client,
        limit=limit,
        offset=offset,
        after=after,
        category=category,
        sort=sort,
        status=status,
        service_version=service_version,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    after: str | Unset = UNSET,
    category: str | Unset = UNSET,
    sort: ListApisSort | Unset = UNSET,
    status: str | Unset = UNSET,
    service_version: ListApisServiceVersion | Unset = UNSET,
) -> Response[ListApisResponse200 | MarketplaceError]:
    """Lists APIs.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        after (str | Unset):
        category (str | Unset):
        sort (ListApisSort | Unset):
        status (str | Unset):
        service_version (ListApisServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListApisResponse200 | MarketplaceError]
    """

    kwargs = _get_kwargs(
        limit=limit,
        offset=offset,
        after=after,
        category=category,
        sort=sort,
        status=status,
        service_version=service_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    after: str | Unset = UNSET,
    category: str | Unset = UNSET,
    sort: ListApisSort | Unset = UNSET,
    status: str | Unset = UNSET,
    service_version: ListApisServiceVersion | Unset = UNSET,
) -> ListApisResponse200 | MarketplaceError | None:
    """Lists APIs.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        after (str | Unset):
        category (str | Unset):
        sort (ListApisSort | Unset):
        status (str | Unset):
        service_version (ListApisServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListApisResponse200 | MarketplaceError
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            offset=offset,
            after=after,
            category=category,
            sort=sort,
            status=status,
            service_version=service_version,
        )
    ).parsed
