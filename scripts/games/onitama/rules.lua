---The rules of Onitama as data: what a house rule may change (see
---variants/onitama/sensei_path.lua). A variant copies this table, changes it and calls
---game.build(rules).
return {
  ---Where the card set lives: a folder holding movecards.txt and one file per card,
  ---as a files path (a root and a folder), and as it is named in messages.
  cards = "variants:onitama/",
  cards_shown = "variants/onitama/",
}
