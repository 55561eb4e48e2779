from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Usage")


@_attrs_define
class Usage:
    """
    Attributes:
        input_tokens (int):
        output_tokens (int):
        query_tokens (int):
        billing_multiplier (float):
        cache (str): `none`, `write` or `hit`.
    """

    input_tokens: int
    output_tokens: int
    query_tokens: int
    billing_multiplier: float
    cache: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        input_tokens = self.input_tokens

        output_tokens = self.output_tokens

        query_tokens = self.query_tokens

        billing_multiplier = self.billing_multiplier

        cache = self.cache

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "input_tokens": input_tokens,
                "output_tokens": output_tokens,
                "query_tokens": query_tokens,
                "billing_multiplier": billing_multiplier,
                "cache": cache,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        input_tokens = d.pop("input_tokens")

        output_tokens = d.pop("output_tokens")

        query_tokens = d.pop("query_tokens")

        billing_multiplier = d.pop("billing_multiplier")

        cache = d.pop("cache")

        usage = cls(
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            query_tokens=query_tokens,
            billing_multiplier=billing_multiplier,
            cache=cache,
        )

        usage.additional_properties = d
        return usage

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
