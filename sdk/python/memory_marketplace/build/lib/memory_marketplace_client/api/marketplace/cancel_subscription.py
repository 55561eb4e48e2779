from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cancel_subscription_service_version import CancelSubscriptionServiceVersion
from ...models.marketplace_error import MarketplaceError
from ...models.subscription import Subscription
from ...types import UNSET, Response, Unset


def _get_kwargs(
    subscription_id: str,
    *,
    cancel_at_period_end: bool | Unset = UNSET,
    service_version: CancelSubscriptionServiceVersion | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    params: dict[str, Any] = {}

    params["cancel_at_period_end"] = cancel_at_period_end

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/subscriptions/{subscription_id}".format(
            subscription_id=quote(str(subscription_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MarketplaceError | Subscription | None:
    if response.status_code == 200:
        response_200 = Subscription.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = MarketplaceError.from_dict(response.json())

        return response_409

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
) -> Response[MarketplaceError | Subscription]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    cancel_at_period_end: bool | Unset = UNSET,
    service_version: CancelSubscriptionServiceVersion | Unset = UNSET,
) -> Response[MarketplaceError | Subscription]:
    """Cancels a subscription, now or at the end of the period.

    Args:
        subscription_id (str):
        cancel_at_period_end (bool | Unset):
        service_version (CancelSubscriptionServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | Subscription]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        cancel_at_period_end=cancel_at_period_end,
        service_version=service_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    cancel_at_period_end: bool | Unset = UNSET,
    service_version: CancelSubscriptionServiceVersion | Unset = UNSET,
) -> MarketplaceError | Subscription | None:
    """Cancels a subscription, now or at the end of the period.

    Args:
        subscription_id (str):
        cancel_at_period_end (bool | Unset):
        service_version (CancelSubscriptionServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | Subscription
    """

    return sync_detailed(
        subscription_id=subscription_id,
        client=client,
        cancel_at_period_end=cancel_at_period_end,
        service_version=service_version,
    ).parsed


async def asyncio_detailed(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    cancel_at_period_end: bool | Unset = UNSET,
    service_version: CancelSubscriptionServiceVersion | Unset = UNSET,
) -> Response[MarketplaceError | Subscription]:
    """Cancels a subscription, now or at the end of the period.

    Args:
        subscription_id (str):
        cancel_at_period_end (bool | Unset):
        service_version (CancelSubscriptionServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | Subscription]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        cancel_at_period_end=cancel_at_period_end,
        service_version=service_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    cancel_at_period_end: bool | Unset = UNSET,
    service_version: CancelSubscriptionServiceVersion | Unset = UNSET,
) -> MarketplaceError | Subscription | None:
    """Cancels a subscription, now or at the end of the period.

    Args:
        subscription_id (str):
        cancel_at_period_end (bool | Unset):
        service_version (CancelSubscriptionServiceVersion | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | Subscription
    """

    return (
        await asyncio_detailed(
            subscription_id=subscription_id,
            client=client,
            cancel_at_period_end=cancel_at_period_end,
            service_version=service_version,
        )
    ).parsed
