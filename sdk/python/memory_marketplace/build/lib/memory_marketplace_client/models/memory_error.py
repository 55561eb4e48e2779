from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.memory_error_error import MemoryErrorError


T = TypeVar("T", bound="MemoryError_")


@_attrs_define
class MemoryError_:
    """The memory surface's error envelope. Typed extra fields may appear in `error`, for example `speaker` and
    `speaker_limit`.

        Example:
            {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'Store u_123 does not exist.', 'request_id':
                'req_01J9ZQ7X'}}

        Attributes:
            type_ (Literal['error']):
            error (MemoryErrorError):
    """

    type_: Literal["error"]
    error: MemoryErrorError

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.memory_error_error import MemoryErrorError  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["error"], d.pop("type"))
        if type_ != "error":
            raise ValueError(f"type must match const 'error', got '{type_}'")

        error = MemoryErrorError.from_dict(d.pop("error"))

        memory_error = cls(
            type_=type_,
            error=error,
        )

        return memory_error
