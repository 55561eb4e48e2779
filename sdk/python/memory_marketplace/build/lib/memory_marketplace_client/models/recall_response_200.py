from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.recall_response_200_budget import RecallResponse200Budget
    from ..models.recall_response_200_context import RecallResponse200Context
    from ..models.recall_response_200_long_term import RecallResponse200LongTerm
    from ..models.recall_response_200_short_term import RecallResponse200ShortTerm
    from ..models.usage import Usage


T = TypeVar("T", bound="RecallResponse200")


@_attrs_define
class RecallResponse200:
    """
    Attributes:
        short_term (RecallResponse200ShortTerm):
        long_term (RecallResponse200LongTerm):
        context (RecallResponse200Context):
        usage (Usage):
        budget (RecallResponse200Budget):
    """

    short_term: RecallResponse200ShortTerm
    long_term: RecallResponse200LongTerm
    context: RecallResponse200Context
    usage: Usage
    budget: RecallResponse200Budget
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        short_term = self.short_term.to_dict()

        long_term = self.long_term.to_dict()

        context = self.context.to_dict()

        usage = self.usage.to_dict()

        budget = self.budget.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "short_term": short_term,
                "long_term": long_term,
                "context": context,
                "usage": usage,
                "budget": budget,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recall_response_200_budget import RecallResponse200Budget  # noqa: PLC0415
        from ..models.recall_response_200_context import RecallResponse200Context  # noqa: PLC0415
        from ..models.recall_response_200_long_term import RecallResponse200LongTerm  # noqa: PLC0415
        from ..models.recall_response_200_short_term import RecallResponse200ShortTerm  # noqa: PLC0415
        from ..models.usage import Usage  # noqa: PLC0415

        d = dict(src_dict)
        short_term = RecallResponse200ShortTerm.from_dict(d.pop("short_term"))

        long_term = RecallResponse200LongTerm.from_dict(d.pop("long_term"))

        context = RecallResponse200Context.from_dict(d.pop("context"))

        usage = Usage.from_dict(d.pop("usage"))

        budget = RecallResponse200Budget.from_dict(d.pop("budget"))

        recall_response_200 = cls(
            short_term=short_term,
            long_term=long_term,
            context=context,
            usage=usage,
            budget=budget,
        )

        recall_response_200.additional_properties = d
        return recall_response_200

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
