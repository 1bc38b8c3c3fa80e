export default function SocialScreen() { return <h1 className="text-2xl font-bold">SocialScreen</h1>; }
