from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.marketplace_error import MarketplaceError
from ...models.retry_webhook_delivery_body import RetryWebhookDeliveryBody
from ...models.retry_webhook_delivery_service_version import RetryWebhookDeliveryServiceVersion
from ...models.webhook_delivery import WebhookDelivery
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: str,
    delivery_id: str,
    *,
    body: RetryWebhookDeliveryBody | Unset = UNSET,
    service_version: RetryWebhookDeliveryServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(service_version, Unset):
        headers["Service-Version"] = str(service_version)

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/retry".format(
            webhook_id=quote(str(webhook_id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MarketplaceError | WebhookDelivery | None:
    if response.status_code == 200:
        response_200 = WebhookDelivery.from_dict(response.json())

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
) -> Response[MarketplaceError | WebhookDelivery]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryWebhookDeliveryBody | Unset = UNSET,
    service_version: RetryWebhookDeliveryServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MarketplaceError | WebhookDelivery]:
    """Delivers a failed event again.

    Args:
        webhook_id (str):
        delivery_id (str):
        service_version (RetryWebhookDeliveryServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (RetryWebhookDeliveryBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | WebhookDelivery]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        body=body,
        service_version=service_version,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryWebhookDeliveryBody | Unset = UNSET,
    service_version: RetryWebhookDeliveryServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MarketplaceError | WebhookDelivery | None:
    """Delivers a failed event again.

    Args:
        webhook_id (str):
        delivery_id (str):
        service_version (RetryWebhookDeliveryServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (RetryWebhookDeliveryBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | WebhookDelivery
    """

    return sync_detailed(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        client=client,
        body=body,
        service_version=service_version,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryWebhookDeliveryBody | Unset = UNSET,
    service_version: RetryWebhookDeliveryServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MarketplaceError | WebhookDelivery]:
    """Delivers a failed event again.

    Args:
        webhook_id (str):
        delivery_id (str):
        service_version (RetryWebhookDeliveryServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (RetryWebhookDeliveryBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketplaceError | WebhookDelivery]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        body=body,
        service_version=service_version,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryWebhookDeliveryBody | Unset = UNSET,
    service_version: RetryWebhookDeliveryServiceVersion | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MarketplaceError | WebhookDelivery | None:
    """Delivers a failed event again.

    Args:
        webhook_id (str):
        delivery_id (str):
        service_version (RetryWebhookDeliveryServiceVersion | Unset):
        idempotency_key (str | Unset):
        body (RetryWebhookDeliveryBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketplaceError | WebhookDelivery
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            delivery_id=delivery_id,
            client=client,
            body=body,
            service_version=service_version,
            idempotency_key=idempotency_key,
        )
    ).parsed
