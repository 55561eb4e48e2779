from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.recall_response_200_context_atoms_item import RecallResponse200ContextAtomsItem
    from ..models.recall_response_200_context_neighbours_item import RecallResponse200ContextNeighboursItem


T = TypeVar("T", bound="RecallResponse200Context")


@_attrs_define
class RecallResponse200Context:
    """
    Attributes:
        atoms (list[RecallResponse200ContextAtomsItem]):
        neighbours (list[RecallResponse200ContextNeighboursItem]):
        count (int):
    """

    atoms: list[RecallResponse200ContextAtomsItem]
    neighbours: list[RecallResponse200ContextNeighboursItem]
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        atoms = []
        for atoms_item_data in self.atoms:
            atoms_item = atoms_item_data.to_dict()
            atoms.append(atoms_item)

        neighbours = []
        for neighbours_item_data in self.neighbours:
            neighbours_item = neighbours_item_data.to_dict()
            neighbours.append(neighbours_item)

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "atoms": atoms,
                "neighbours": neighbours,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recall_response_200_context_atoms_item import RecallResponse200ContextAtomsItem  # noqa: PLC0415
        from ..models.recall_response_200_context_neighbours_item import RecallResponse200ContextNeighboursItem  # noqa: PLC0415

        d = dict(src_dict)
        atoms = []
        _atoms = d.pop("atoms")
        for atoms_item_data in _atoms:
            atoms_item = RecallResponse200ContextAtomsItem.from_dict(atoms_item_data)

            atoms.append(atoms_item)

        neighbours = []
        _neighbours = d.pop("neighbours")
        for neighbours_item_data in _neighbours:
            neighbours_item = RecallResponse200ContextNeighboursItem.from_dict(neighbours_item_data)

            neighbours.append(neighbours_item)

        count = d.pop("count")

        recall_response_200_context = cls(
            atoms=atoms,
            neighbours=neighbours,
            count=count,
        )

        recall_response_200_context.additional_properties = d
        return recall_response_200_context

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
