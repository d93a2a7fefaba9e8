/**
 * Restyle Room's own steps: the room type, the style grid with its swatches, and the mode and
 * strength chosen on the last step. Each is a native radio group (arrow keys move the choice;
 * the style grid's families share one group, so the arrows run through all of them).
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ShownImage } from "~/components/upload-box";
import { request } from "~/utils/network";
import { useTranslation } from "~/i18n-react";
import {
  RESTYLE_FAMILY_IDS,
  RESTYLE_MODES,
  RESTYLE_PHOTO_STYLE,
  RESTYLE_ROOM_GUESS_PATH,
  RESTYLE_ROOM_IDS,
  RESTYLE_STRENGTHS,
  RESTYLE_STYLE_FAMILIES,
  styleSwatchUrl,
} from "~/tools/restyle";

interface Choice {
  value: string;
  label: string;
  description?: string;
  swatch?: string;
}

/** Choices named and described in the texts under tools.restyle.<group>.<id>. */
function describedChoices(
  t: ReturnType<typeof useTranslation>["t"],
  group: "styles" | "modes" | "strengths",
  ids: readonly string[],
): Choice[] {
  return ids.map((id) => ({
    value: id,
    label: t(`tools.restyle.${group}.${id}.name`),
    description: t(`tools.restyle.${group}.${id}.description`),
  }));
}

const card =
  "relative flex cursor-pointer rounded-2xl border bg-white text-left transition " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 " +
  "has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 " +
  "has-[:focus-visible]:ring-brand-700 hover:border-brand-300 border-stone-200";

interface CardsProps {
  name: string;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
  columns: string;
}

/** One radio card per choice; a swatch card shows its picture and, from `sm` up, its description. */
function Cards({ name, choices, value, onChange, columns }: CardsProps) {
  return (
    <div className={`grid gap-2 ${columns}`}>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`${card} ${choice.swatch ? "flex-col overflow-hidden" : "items-start gap-2 p-3"}`}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className={choice.swatch ? "sr-only" : "mt-1 h-4 w-4 shrink-0 accent-brand-700"}
          />
          {choice.swatch && (
            <img src={choice.swatch} alt="" width={160} height={120} className="aspect-[4/3] w-full bg-stone-100" />
          )}
          <span className={`min-w-0 ${choice.swatch ? "px-1.5 pb-2 pt-1.5 sm:px-2.5 sm:pb-2.5 sm:pt-2" : ""}`}>
            {/* 11 px on a phone: "Mediterranean", "Contemporáneo" fit a third of 390 px unbroken. */}
            <span
              className={`block break-words font-semibold leading-snug text-stone-900 sm:text-sm ${
                choice.swatch ? "text-[0.6875rem]" : "text-sm"
              }`}
            >
              {choice.label}
            </span>
            {choice.description && (
              // Three swatches to a row on a phone leave no room for it; a screen reader still reads it.
              <span
                className={`mt-0.5 block text-xs leading-snug text-stone-600 ${choice.swatch ? "max-sm:sr-only" : ""}`}
              >
                {choice.description}
              </span>
            )}
          </span>
        </label>
      ))}
    </div>
  );
}

function RadioCards({
  legend,
  hint,
  testId,
  ...cards
}: CardsProps & { legend: ReactNode; hint?: ReactNode; testId: string }) {
  return (
    <fieldset data-testid={testId}>
      <legend className="text-lg font-semibold text-stone-900">{legend}</legend>
      {hint ? <p className="mb-4 text-sm text-stone-600">{hint}</p> : <div className="mt-3" />}
      <Cards {...cards} />
    </fieldset>
  );
}

/** The guess waits this long at most: past it the person is choosing anyway. */
const GUESS_TIMEOUT_MS = 20_000;

/**
 * Asks which room type `photo` shows, once per photo, and picks the answer while the person has
 * not picked a type themselves (or still has the previous photo's guess). Returns the guess for
 * this photo, or null: the local engine, a failure or no clear answer show nothing.
 */
export function useRoomGuess(photo: ShownImage | null, roomType: string, pick: (room: string) => void) {
  const [guess, setGuess] = useState<{ photo: ShownImage; room: string } | null>(null);
  const latest = useRef({ roomType, pick, guess });
  latest.current = { roomType, pick, guess };
  useEffect(() => {
    // A photo shown from its address (a stored one, back from checkout) was guessed when it was chosen.
    if (!photo?.blob) return;
    let current = true;
    const body = new FormData();
    body.append("image", photo.blob, photo.name);
    request(RESTYLE_ROOM_GUESS_PATH, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
      timeoutMs: GUESS_TIMEOUT_MS,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ roomType: string | null }>) : null))
      .then((answer) => {
        if (!current) return;
        const room = answer?.roomType;
        if (!room || !(RESTYLE_ROOM_IDS as readonly string[]).includes(room)) return setGuess(null);
        const { roomType: chosen, pick: choose, guess: previous } = latest.current;
        // A type the person chose stays theirs; only an empty choice or the last guess gives way.
        if (!chosen || chosen === previous?.room) choose(room);
        setGuess({ photo, room });
      })
      .catch((error: unknown) => console.warn("The room type could not be guessed:", error));
    return () => {
      current = false;
    };
  }, [photo]);
  return guess?.photo === photo ? guess.room : null;
}

export function RoomTypeStep({
  value,
  guessed,
  onChange,
}: {
  value: string;
  guessed: string | null;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <RadioCards
      name="roomType"
      legend={t("tools.restyle.roomTitle")}
      hint={
        <>
          {t("tools.restyle.roomText")}
          {guessed && (
            <span className="mt-1 block font-medium text-brand-800" data-testid="room-guess">
              {t("tools.restyle.roomGuess", { room: t(`tools.restyle.rooms.${guessed}`) })}
            </span>
          )}
        </>
      }
      choices={RESTYLE_ROOM_IDS.map((room) => ({ value: room, label: t(`tools.restyle.rooms.${room}`) }))}
      value={value}
      onChange={onChange}
      columns="grid-cols-2 sm:grid-cols-4"
      testId="restyle-rooms"
    />
  );
}

const PHOTO_GROUP_ID = "style-from-photo";

/**
 * Over thirty styles, in their families: each family a titled group of swatches (three to a row
 * on a phone), all of them one radio group, so the choice is one Tab stop and the arrows move it.
 * Last comes the style from a photo, whose upload box (`photoUpload`) opens under it once chosen.
 */
export function StyleStep({
  value,
  onChange,
  photoUpload,
}: {
  value: string;
  onChange(value: string): void;
  photoUpload: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset data-testid="restyle-styles">
      <legend className="text-lg font-semibold text-stone-900">{t("tools.restyle.styleTitle")}</legend>
      <p className="text-sm text-stone-600">{t("tools.restyle.styleText")}</p>
      <p className="mb-4 mt-1 text-sm">
        <a href={`#${PHOTO_GROUP_ID}`} className="font-medium text-brand-700 underline">
          {t("tools.restyle.fromPhoto.jump")}
        </a>
      </p>
      <div className="space-y-5">
        {RESTYLE_FAMILY_IDS.map((family) => (
          <fieldset key={family} data-testid={`family-${family}`}>
            <legend className="mb-2 text-sm font-semibold text-stone-700">
              {t(`tools.restyle.families.${family}`)}
            </legend>
            <Cards
              name="style"
              choices={describedChoices(t, "styles", RESTYLE_STYLE_FAMILIES[family]).map((choice) => ({
                ...choice,
                swatch: styleSwatchUrl(choice.value),
              }))}
              value={value}
              onChange={onChange}
              columns="grid-cols-3 sm:grid-cols-4"
            />
          </fieldset>
        ))}
        <fieldset id={PHOTO_GROUP_ID} className="scroll-mt-24">
          <legend className="mb-2 text-sm font-semibold text-stone-700">{t("tools.restyle.fromPhoto.group")}</legend>
          <Cards
            name="style"
            choices={[
              {
                value: RESTYLE_PHOTO_STYLE,
                label: t("tools.restyle.fromPhoto.name"),
                description: t("tools.restyle.fromPhoto.description"),
              },
            ]}
            value={value}
            onChange={onChange}
            columns="grid-cols-1"
          />
          {value === RESTYLE_PHOTO_STYLE && (
            <div className="mt-3 space-y-2" data-testid="restyle-inspiration">
              <p className="text-sm text-stone-600">{t("tools.restyle.fromPhoto.uploadText")}</p>
              {photoUpload}
            </div>
          )}
        </fieldset>
      </div>
    </fieldset>
  );
}

/** The last step's choices: Restyle or Stage, and how far to go. */
export function ModeStep({
  mode,
  strength,
  onChange,
}: {
  mode: string;
  strength: string;
  onChange(field: "mode" | "strength", value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <RadioCards
        name="mode"
        legend={t("tools.restyle.modeTitle")}
        choices={describedChoices(t, "modes", RESTYLE_MODES)}
        value={mode}
        onChange={(v) => onChange("mode", v)}
        columns="sm:grid-cols-2"
        testId="restyle-modes"
      />
      <RadioCards
        name="strength"
        legend={t("tools.restyle.strengthLabel")}
        choices={describedChoices(t, "strengths", RESTYLE_STRENGTHS)}
        value={strength}
        onChange={(v) => onChange("strength", v)}
        columns="grid-cols-1 sm:grid-cols-3"
        testId="restyle-strengths"
      />
    </div>
  );
}
