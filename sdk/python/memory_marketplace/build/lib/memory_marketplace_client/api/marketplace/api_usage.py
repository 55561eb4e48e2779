from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.api_usage import ApiUsage
from ...models.api_usage_service_version import ApiUsageServiceVersion
from ...models.marketplace_error import MarketplaceError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    api_id: str,
    *,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    granularity: str | Unset = UNSET,
    endpoint: str | Unset = UNSET,
    service_version: ApiUsageServiceVersion | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    params["granularity"] = granularity

    params["endpoint"] = endpoint

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage/{api_id}".format(
            api_id=quote(str(api_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ApiUsage | MarketplaceError | None:
    if response.status_code == 200:
        response_200 = ApiUsage.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = MarketplaceError.from_dict(response.json())

        return response_404

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
) -> Response[ApiUsage | MarketplaceError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    api_id: str,
    *,
    client: AuthenticatedClient,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    granularity: str | Unset = UNSET,
    endpoint: str | Unset = UNSET,
    service_version: ApiUsageServiceVersion | Unset = UNSET,
) -> Response[ApiUsage | MarketplaceError]:
    """Usage of one API over a period, as a time series.

    Args:
        api_id (str):
        from_ (str | Unset):
        to (str | Unset):
        granularity (str | Unset):
        endpoint (str | Unset):
        service_version (ApiUsageServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiUsage | MarketplaceError]
    """

    kwargs = _get_kwargs(
        api_id=api_id,
        from_=from_,
        to=to,
        granularity=granularity,
        endpoint=endpoint,
        service_version=service_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    api_id: str,
    *,
    client: AuthenticatedClient,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    granularity: str | Unset = UNSET,
    endpoint: str | Unset = UNSET,
    service_version: ApiUsageServiceVersion | Unset = UNSET,
) -> ApiUsage | MarketplaceError | None:
    """Usage of one API over a period, as a time series.

    Args:
        api_id (str):
        from_ (str | Unset):
        to (str | Unset):
        granularity (str | Unset):
        endpoint (str | Unset):
        service_version (ApiUsageServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiUsage | MarketplaceError
    """

    return sync_detailed(
        api_id=api_id,
        client=client,
        from_=from_,
        to=to,
        granularity=granularity,
        endpoint=endpoint,
        service_version=service_version,
    ).parsed


async def asyncio_detailed(
    api_id: str,
    *,
    client: AuthenticatedClient,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    granularity: str | Unset = UNSET,
    endpoint: str | Unset = UNSET,
    service_version: ApiUsageServiceVersion | Unset = UNSET,
) -> Response[ApiUsage | MarketplaceError]:
    """Usage of one API over a period, as a time series.

    Args:
        api_id (str):
        from_ (str | Unset):
        to (str | Unset):
        granularity (str | Unset):
        endpoint (str | Unset):
        service_version (ApiUsageServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiUsage | MarketplaceError]
    """

    kwargs = _get_kwargs(
        api_id=api_id,
        from_=from_,
        to=to,
        granularity=granularity,
        endpoint=endpoint,
        service_version=service_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    api_id: str,
    *,
    client: AuthenticatedClient,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    granularity: str | Unset = UNSET,
    endpoint: str | Unset = UNSET,
    service_version: ApiUsageServiceVersion | Unset = UNSET,
) -> ApiUsage | MarketplaceError | None:
    """Usage of one API over a period, as a time series.

    Args:
        api_id (str):
        from_ (str | Unset):
        to (str | Unset):
        granularity (str | Unset):
        endpoint (str | Unset):
        service_version (ApiUsageServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiUsage | MarketplaceError
    """

    return (
        await asyncio_detailed(
            api_id=api_id,
            client=client,
            from_=from_,
            to=to,
            granularity=granularity,
            endpoint=endpoint,
            service_version=service_version,
        )
    ).parsed
