from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_memories_body import ExportMemoriesBody
from ...models.export_record import ExportRecord
from ...models.memory_error import MemoryError_
from ...types import Response, Unset


def _get_kwargs(
    *,
    body: ExportMemoriesBody,
    x_service_model: str | Unset = "tablet-1",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_model, Unset):
        headers["X-Service-Model"] = x_service_model

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/memory/export",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ExportRecord | MemoryError_ | None:
    if response.status_code == 200:
        response_200 = ExportRecord.from_dict(response.content)

        return response_200

    if response.status_code == 400:
        response_400 = MemoryError_.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MemoryError_.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MemoryError_.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MemoryError_.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = MemoryError_.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MemoryError_.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MemoryError_.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = MemoryError_.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = MemoryError_.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ExportRecord | MemoryError_]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ExportMemoriesBody,
    x_service_model: str | Unset = "tablet-1",
) -> Response[ExportRecord | MemoryError_]:
    """Streams every memory of a store as NDJSON, one record a line, oldest first, superseded ones
    included.

    Args:
        x_service_model (str | Unset):  Default: 'tablet-1'.
        body (ExportMemoriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportRecord | MemoryError_]
    """

    kwargs = _get_kwargs(
        body=body,
        x_service_model=x_service_model,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ExportMemoriesBody,
    x_service_model: str | Unset = "tablet-1",
) -> ExportRecord | MemoryError_ | None:
    """Streams every memory of a store as NDJSON, one record a line, oldest first, superseded ones
    included.

    Args:
        x_service_model (str | Unset):  Default: 'tablet-1'.
        body (ExportMemoriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportRecord | MemoryError_
    """

    return sync_detailed(
        client=client,
        body=body,
        x_service_model=x_service_model,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ExportMemoriesBody,
    x_service_model: str | Unset = "tablet-1",
) -> Response[ExportRecord | MemoryError_]:
    """Streams every memory of a store as NDJSON, one record a line, oldest first, superseded ones
    included.

    Args:
        x_service_model (str | Unset):  Default: 'tablet-1'.
        body (ExportMemoriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportRecord | MemoryError_]
    """

    kwargs = _get_kwargs(
        body=body,
        x_service_model=x_service_model,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ExportMemoriesBody,
    x_service_model: str | Unset = "tablet-1",
) -> ExportRecord | MemoryError_ | None:
    """Streams every memory of a store as NDJSON, one record a line, oldest first, superseded ones
    included.

    Args:
        x_service_model (str | Unset):  Default: 'tablet-1'.
        body (ExportMemoriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportRecord | MemoryError_
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_service_model=x_service_model,
        )
    ).parsed
