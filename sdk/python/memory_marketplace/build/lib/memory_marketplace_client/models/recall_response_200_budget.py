from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RecallResponse200Budget")


@_attrs_define
class RecallResponse200Budget:
    """
    Attributes:
        target_tokens (int):
        max_tokens (int):
    """

    target_tokens: int
    max_tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        target_tokens = self.target_tokens

        max_tokens = self.max_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "target_tokens": target_tokens,
                "max_tokens": max_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target_tokens = d.pop("target_tokens")

        max_tokens = d.pop("max_tokens")

        recall_response_200_budget = cls(
            target_tokens=target_tokens,
            max_tokens=max_tokens,
        )

        recall_response_200_budget.additional_properties = d
        return recall_response_200_budget

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
