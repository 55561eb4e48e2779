from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.health_response_200_parts import HealthResponse200Parts


T = TypeVar("T", bound="HealthResponse200")


@_attrs_define
class HealthResponse200:
    """
    Attributes:
        ok (bool):
        service (str):
        ts (datetime.datetime):
        parts (HealthResponse200Parts):
    """

    ok: bool
    service: str
    ts: datetime.datetime
    parts: HealthResponse200Parts
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        service = self.service

        ts = self.ts.isoformat()

        parts = self.parts.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ok": ok,
                "service": service,
                "ts": ts,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_response_200_parts import HealthResponse200Parts  # noqa: PLC0415

        d = dict(src_dict)
        ok = d.pop("ok")

        service = d.pop("service")

        ts = datetime.datetime.fromisoformat(d.pop("ts"))

        parts = HealthResponse200Parts.from_dict(d.pop("parts"))

        health_response_200 = cls(
            ok=ok,
            service=service,
            ts=ts,
            parts=parts,
        )

        health_response_200.additional_properties = d
        return health_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
