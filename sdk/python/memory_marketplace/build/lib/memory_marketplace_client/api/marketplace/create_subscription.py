from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_subscription_body import CreateSubscriptionBody
from ...models.create_subscription_service_version import CreateSubscriptionServiceVersion
from ...models.marketplace_error import MarketplaceError
from ...models.subscription import Subscription
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateSubscriptionBody,
    service_version: CreateSubscriptionServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/subscriptions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MarketplaceError | Subscription | None:
    if response.status_code == 201:
        response_201 = Subscription.from_dict(response.json())

        return response_201

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

    if response.status_code == 415:
        response_415 = MarketplaceError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = MarketplaceError.from_dict(response.json())

        return response_422

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
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
    service_version: CreateSubscriptionServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MarketplaceError | Subscription]:
    """Subscribes to an API with a plan; charges begin at once.

    Args:
        service_version (CreateSubscriptionServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (CreateSubscriptionBody):  Example: {'api_id': 'api_weather', 'plan_id': 'plan_pro',
            'metadata': {'team': 'forecasting'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | Subscription]
    """

    kwargs = _get_kwargs(
        body=body,
        service_version=service_version,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
    service_version: CreateSubscriptionServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MarketplaceError | Subscription | None:
    """Subscribes to an API with a plan; charges begin at once.

    Args:
        service_version (CreateSubscriptionServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (CreateSubscriptionBody):  Example: {'api_id': 'api_weather', 'plan_id': 'plan_pro',
            'metadata': {'team': 'forecasting'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | Subscription
    """

    return sync_detailed(
        client=client,
        body=body,
        service_version=service_version,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
    service_version: CreateSubscriptionServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MarketplaceError | Subscription]:
    """Subscribes to an API with a plan; charges begin at once.

    Args:
        service_version (CreateSubscriptionServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (CreateSubscriptionBody):  Example: {'api_id': 'api_weather', 'plan_id': 'plan_pro',
            'metadata': {'team': 'forecasting'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | Subscription]
    """

    kwargs = _get_kwargs(
        body=body,
        service_version=service_version,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
    service_version: CreateSubscriptionServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MarketplaceError | Subscription | None:
    """Subscribes to an API with a plan; charges begin at once.

    Args:
        service_version (CreateSubscriptionServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (CreateSubscriptionBody):  Example: {'api_id': 'api_weather', 'plan_id': 'plan_pro',
            'metadata': {'team': 'forecasting'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | Subscription
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            service_version=service_version,
            idempotency_key=idempotency_key,
        )
    ).parsed
