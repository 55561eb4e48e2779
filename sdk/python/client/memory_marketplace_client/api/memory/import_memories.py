from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.import_memories_json_body import ImportMemoriesJsonBody
from ...models.import_memories_response_200 import ImportMemoriesResponse200
from ...models.memory_error import MemoryError_
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ImportMemoriesJsonBody | str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    x_service_model: str | Unset = "tablet-1",
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_model, Unset):
        headers["X-Service-Model"] = x_service_model

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    params["user_id"] = user_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/memory/import",
        "params": params,
    }

    if isinstance(body, ImportMemoriesJsonBody):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"
    if isinstance(body, str):
        _kwargs["content"] = body.payload
        headers["Content-Type"] = "application/x-ndjson"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ImportMemoriesResponse200 | MemoryError_ | None:
    if response.status_code == 200:
        response_200 = ImportMemoriesResponse200.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = MemoryError_.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = MemoryError_.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MemoryError_.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = MemoryError_.from_dict(response.json())

        return response_422

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
) -> Response[ImportMemoriesResponse200 | MemoryError_]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportMemoriesJsonBody | str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    x_service_model: str | Unset = "tablet-1",
    idempotency_key: str | Unset = UNSET,
) -> Response[ImportMemoriesResponse200 | MemoryError_]:
    """Restores exported memories into a store: up to 1,000 records a call, as JSON `{user_id, memories}`
    or as the NDJSON an export wrote (`Content-Type: application/x-ndjson`, `user_id` in the query).

    Args:
        user_id (str | Unset): The store, with an NDJSON body.
        x_service_model (str | Unset):  Default: 'tablet-1'.
        idempotency_key (str | Unset):
        body (ImportMemoriesJsonBody):
        body (str): One JSON document a line: the items of `memories`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportMemoriesResponse200 | MemoryError_]
    """

    kwargs = _get_kwargs(
        body=body,
        user_id=user_id,
        x_service_model=x_service_model,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ImportMemoriesJsonBody | str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    x_service_model: str | Unset = "tablet-1",
    idempotency_key: str | Unset = UNSET,
) -> ImportMemoriesResponse200 | MemoryError_ | None:
    """Restores exported memories into a store: up to 1,000 records a call, as JSON `{user_id, memories}`
    or as the NDJSON an export wrote (`Content-Type: application/x-ndjson`, `user_id` in the query).

    Args:
        user_id (str | Unset): The store, with an NDJSON body.
        x_service_model (str | Unset):  Default: 'tablet-1'.
        idempotency_key (str | Unset):
        body (ImportMemoriesJsonBody):
        body (str): One JSON document a line: the items of `memories`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportMemoriesResponse200 | MemoryError_
    """

    return sync_detailed(
        client=client,
        body=body,
        user_id=user_id,
        x_service_model=x_service_model,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportMemoriesJsonBody | str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    x_service_model: str | Unset = "tablet-1",
    idempotency_key: str | Unset = UNSET,
) -> Response[ImportMemoriesResponse200 | MemoryError_]:
    """Restores exported memories into a store: up to 1,000 records a call, as JSON `{user_id, memories}`
    or as the NDJSON an export wrote (`Content-Type: application/x-ndjson`, `user_id` in the query).

    Args:
        user_id (str | Unset): The store, with an NDJSON body.
        x_service_model (str | Unset):  Default: 'tablet-1'.
        idempotency_key (str | Unset):
        body (ImportMemoriesJsonBody):
        body (str): One JSON document a line: the items of `memories`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportMemoriesResponse200 | MemoryError_]
    """

    kwargs = _get_kwargs(
        body=body,
        user_id=user_id,
        x_service_model=x_service_model,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ImportMemoriesJsonBody | str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    x_service_model: str | Unset = "tablet-1",
    idempotency_key: str | Unset = UNSET,
) -> ImportMemoriesResponse200 | MemoryError_ | None:
    """Restores exported memories into a store: up to 1,000 records a call, as JSON `{user_id, memories}`
    or as the NDJSON an export wrote (`Content-Type: application/x-ndjson`, `user_id` in the query).

    Args:
        user_id (str | Unset): The store, with an NDJSON body.
        x_service_model (str | Unset):  Default: 'tablet-1'.
        idempotency_key (str | Unset):
        body (ImportMemoriesJsonBody):
        body (str): One JSON document a line: the items of `memories`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportMemoriesResponse200 | MemoryError_
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            user_id=user_id,
            x_service_model=x_service_model,
            idempotency_key=idempotency_key,
        )
    ).parsed
